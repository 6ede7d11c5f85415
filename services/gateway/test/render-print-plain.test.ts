import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type ResumeData } from '@vitae/schema';

import { type RenderStack, startRenderStack } from './render-harness';
import { call } from './resume-harness';

// The plain version for ATS portals (docs/render.md#the-plain-version) through
// the gateway's print route and render's pdfUrl(variant:), printed as a job in
// real Chromium: asked for, it is what is printed; it is cached apart from the
// designed PDF, and neither is ever served for the other.
jest.setTimeout(120_000);

type User = { userId: string; headers: Record<string, string> };
type Created = { id: string; data: ResumeData };

const pdfPrints = 'vitae_render_prints_total{output="pdf"}';
const pdfHits = 'vitae_render_cache_hits_total{output="pdf"}';

let stack: RenderStack;
let owner: User;

beforeAll(async () => {
  stack = await startRenderStack({ prefix: 'gateway_plain' });
  owner = await stack.newUser();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

async function createResume(title: string): Promise<Created> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await call<Created>(`${stack.url}/api/resume`, 'POST', owner.headers, {
    title,
    slug,
    sample: true,
  });
  expect(created.status).toBe(201);
  return created.body;
}

function print(id: string, variant?: string) {
  const query = variant === undefined ? '' : `?variant=${encodeURIComponent(variant)}`;
  return call<{ url: string; code?: string; message?: string }>(
    `${stack.url}/api/resume/print/${id}${query}`,
    'GET',
    owner.headers,
  );
}

/** The PDF behind a print URL, read with pdftotext -layout, and the name the download is saved as. */
async function downloaded(url: string): Promise<{ lines: string[]; fileName: string }> {
  const file = await fetch(new URL(url, stack.url), { headers: owner.headers });
  expect(file.status).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'vitae-gateway-plain-'));
  try {
    const path = join(dir, 'resume.pdf');
    writeFileSync(path, Buffer.from(await file.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    const disposition = file.headers.get('content-disposition') ?? '';
    return {
      lines: text.split('\n'),
      fileName: decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? ''),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines a section heading starts, whatever its case (unown sets headings in capitals). */
function headingLines(lines: string[], name: string): string[] {
  return lines.filter((line) => line.trim().toLowerCase().startsWith(name.toLowerCase()));
}

/**
 * Whether the sample's sidebar shares lines with its main column: in glalie
 * (the sample's template) the skills beside the experience, in plain one
 * below the other.
 */
function sideBySide(lines: string[], main: string, side: string): boolean {
  return lines.some((line) => line.includes(main) && line.includes(side));
}

describe('GET /api/resume/print/:id?variant=plain', () => {
  it('prints the plain version, cached apart from the designed PDF, never one for the other', async () => {
    const resume = await createResume('Aimed CV');
    const [job] = resume.data.sections.experience.items;
    const [skill] = resume.data.sections.skills.items;
    const printsBefore = await stack.metric(pdfPrints);

    const designed = await print(resume.id);
    const plain = await print(resume.id, 'plain');

    expect(designed.status).toBe(200);
    expect(plain.status).toBe(200);
    expect(plain.body.url).not.toBe(designed.body.url);
    expect(await stack.metric(pdfPrints)).toBe(printsBefore + 2);
    const designedPdf = await downloaded(designed.body.url);
    const plainPdf = await downloaded(plain.body.url);
    // The designed glalie sets its sidebar's Skills heading beside the main column; plain on a line of its own.
    const name = resume.data.sections.skills.name;
    expect(headingLines(designedPdf.lines, name).some((line) => line.trim() !== name)).toBe(true);
    expect(headingLines(plainPdf.lines, name).map((line) => line.trim().toLowerCase())).toEqual([
      name.toLowerCase(),
    ]);
    expect(sideBySide(plainPdf.lines, job.company, skill.name)).toBe(false);
    expect(plainPdf.lines.join('\n')).toContain(resume.data.basics.name);
    expect(plainPdf.fileName).toBe('Aimed CV-plain.pdf');
    expect(designedPdf.fileName).toBe('Aimed CV.pdf');

    // Asked again, each is its own stored file, printed no more.
    const hits = await stack.metric(pdfHits);
    expect((await print(resume.id, 'plain')).body.url).toBe(plain.body.url);
    expect((await print(resume.id, 'designed')).body.url).toBe(designed.body.url);
    expect((await print(resume.id)).body.url).toBe(designed.body.url);
    expect(await stack.metric(pdfPrints)).toBe(printsBefore + 2);
    expect(await stack.metric(pdfHits)).toBe(hits + 3);
  });

  it('prints plain first without a designed PDF answering for it, and the designed one after', async () => {
    const resume = await createResume('Plain First');
    const printsBefore = await stack.metric(pdfPrints);

    const plain = await print(resume.id, 'plain');
    const designed = await print(resume.id);

    expect(designed.body.url).not.toBe(plain.body.url);
    expect(await stack.metric(pdfPrints)).toBe(printsBefore + 2);
    expect((await downloaded(plain.body.url)).fileName).toBe('Plain First-plain.pdf');
    expect((await downloaded(designed.body.url)).fileName).toBe('Plain First.pdf');
  });

  it('refuses a variant it does not know with 400 naming the two, printing nothing', async () => {
    const resume = await createResume('Odd Variant');
    const printsBefore = await stack.metric(pdfPrints);

    const owned = await print(resume.id, 'fancy');
    const publicRoute = await call<{ code: string; message: string }>(
      `${stack.url}/api/resume/public/someone/odd-variant/print?variant=fancy`,
      'GET',
      {},
    );

    for (const answer of [owned, publicRoute]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'The print variant must be designed or plain.',
      });
    }
    expect(await stack.metric(pdfPrints)).toBe(printsBefore);
  });
});
