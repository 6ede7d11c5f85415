// The text of a PDF, as poppler's pdftotext reads it.
import { spawn } from 'node:child_process';

/**
 * Runs `pdftotext` on `pdf` (through stdin and stdout, no file). `running`
 * holds the helper's process id while it runs, so a memory sampler can leave
 * it out of the benchmark's own process tree. Gives up after `timeoutMs`.
 */
export function pdfText(pdf: Buffer, running: Set<number>, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    const pid = child.pid;
    if (pid !== undefined) {
      running.add(pid);
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => {
      if (pid !== undefined) {
        running.delete(pid);
      }
      reject(error);
    });
    child.on('close', (code, signal) => {
      if (pid !== undefined) {
        running.delete(pid);
      }
      if (code === 0) {
        resolve(Buffer.concat(out).toString('utf8'));
      } else {
        reject(
          new Error(
            `pdftotext ended with ${signal ?? code}: ${Buffer.concat(err).toString().trim()}`,
          ),
        );
      }
    });
    child.stdin.on('error', () => {
      // pdftotext may close its input early on a broken file; its exit code tells.
    });
    child.stdin.end(pdf);
  });
}
