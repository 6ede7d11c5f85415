import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type AtsErrorCode, type AtsReport } from '../src';

/** A file's report, or the code and message of the error the check refused it with. */
export type CheckResult = AtsReport | { error: { code: AtsErrorCode; message: string } };

/**
 * Checks PDFs with the package's build in a child process (check-pdf.mjs: jest
 * cannot load pdf.js's ES module build), all in one run, and returns each
 * one's result by name.
 */
export function checkPdfs(pdfs: Record<string, Uint8Array>): Record<string, CheckResult> {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-ats-'));
  try {
    const files = Object.entries(pdfs).map(([name, bytes]) => {
      const file = join(dir, `${name}.pdf`);
      writeFileSync(file, bytes);
      return [name, file] as const;
    });
    const output = execFileSync(
      process.execPath,
      [join(__dirname, 'check-pdf.mjs'), ...files.map(([, file]) => file)],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const byFile = JSON.parse(output) as Record<string, CheckResult>;
    return Object.fromEntries(files.map(([name, file]) => [name, byFile[file]]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The report of a file the check read, failing the test with the error when it refused it. */
export function reportOf(result: CheckResult | undefined): AtsReport {
  if (!result || 'error' in result) {
    throw new Error(`expected a report, got ${JSON.stringify(result?.error)}`);
  }
  return result;
}

/** A finding by id, failing the test when the report has none. */
export function finding(report: AtsReport, id: string) {
  const found = report.findings.find((entry) => entry.id === id);
  if (!found) {
    throw new Error(`no finding ${id}`);
  }
  return found;
}
