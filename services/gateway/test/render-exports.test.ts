import { installInProcessBus } from '@vitae/service-kit';
import { startInOrder, testDatabaseUrl } from '@vitae/service-kit/testing';
import mammoth from 'mammoth';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

import { type RunningGateway } from '../src/app';
import { Browser, newAccount } from './identity-harness';
import { startPrintServices } from './render-harness';
import { startTestIdentity } from './support/start-services';

// Identity, resume, storage and render started for real (render prints in
// real Chromium for the PDF), sharing one in-process bus.
jest.setTimeout(90_000);

let gateway: RunningGateway;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ gateway, close } = await startInOrder(async (defer) => {
    const bus = installInProcessBus();
    defer(() => bus.close());
    const identity = await startTestIdentity({
      DATABASE_URL: await testDatabaseUrl('exports_identity', defer),
      RATE_LIMIT_SCALE: '1000',
    });
    defer(() => identity.close());
    return startPrintServices(defer, {
      prefix: 'exports',
      auth: { JWKS_URL: `${identity.url}/.well-known/jwks.json` },
      gatewayEnv: { IDENTITY_URL: `${identity.url}/graphql` },
    });
  }));
}, 120_000);

afterAll(() => close?.());

type Resume = { id: string; data: Record<string, unknown> };

async function owner(title: string, visibility: 'public' | 'private' = 'private') {
  const browser = new Browser(gateway.url);
  const account = newAccount();
  expect((await browser.call('POST', '/api/auth/register', account)).status).toBeLessThan(300);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await browser.call<Resume>('POST', '/api/resume', {
    title,
    slug,
    visibility,
    sample: true,
  });
  expect(created.status).toBe(201);
  return { browser, username: account.username, slug, resume: created.body };
}

const get = (browser: Browser, path: string) => browser.fetch(`${gateway.url}${path}`);

describe('GET /api/resume/:id/export/:format', () => {
  it("gives the owner a Word document named after the resume's title, with every section", async () => {
    const { browser, resume } = await owner('Ingrid: CV 2026 – «Plattform»');
    const answer = await get(browser, `/api/resume/${resume.id}/export/docx`);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // The colon is dropped; the rest is kept in UTF-8 beside an ASCII stand-in.
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Ingrid CV 2026 _ _Plattform_.docx"; filename*=UTF-8''Ingrid%20CV%202026%20%E2%80%93%20%C2%ABPlattform%C2%BB.docx`,
    );
    const html = (await mammoth.convertToHtml({ buffer: Buffer.from(await answer.arrayBuffer()) }))
      .value;
    expect(html).toContain('<h1>Experience</h1>');
    expect(html).toContain('Tidewater Logistics');
    expect(html).toContain('<a href="https://tidewater.example.com">');
  });

  it('gives Markdown and plain text', async () => {
    const { browser, resume } = await owner('Texts');
    const markdown = await get(browser, `/api/resume/${resume.id}/export/md`);
    const text = await get(browser, `/api/resume/${resume.id}/export/txt`);

    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('content-disposition')).toContain('filename="Texts.md"');
    expect(await markdown.text()).toContain('## Experience\n');
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await text.text()).toContain('\nEXPERIENCE\n');
  });

  it("answers ResumeNotFound for another user's resume and refuses an unknown format and a guest", async () => {
    const { resume } = await owner('Not Yours');
    const { browser: other } = await owner('Other');

    const answer = await get(other, `/api/resume/${resume.id}/export/md`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ statusCode: 404, code: 'ResumeNotFound' });
    const unknown = await get(other, `/api/resume/${resume.id}/export/pdf`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await fetch(`${gateway.url}/api/resume/${resume.id}/export/md`)).status).toBe(401);
  });
});

describe('GET /api/resume/public/:username/:slug/export/:format', () => {
  it('gives anyone a public resume, and a private one to no one', async () => {
    const { username, slug } = await owner('Shared Out', 'public');
    const guest = new Browser(gateway.url);
    const answer = await get(guest, `/api/resume/public/${username}/${slug}/export/txt`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Ingrid Castellanos');

    const hidden = await owner('Kept Private');
    const refused = await get(
      guest,
      `/api/resume/public/${hidden.username}/${hidden.slug}/export/docx`,
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'ResumeNotFound' });
  });
});

describe('the printed PDF', () => {
  it("carries the resume's JSON as the attachment vitae-resume.json, without its notes", async () => {
    const { browser, resume } = await owner('Attached');
    const data = {
      ...resume.data,
      metadata: { ...(resume.data.metadata as object), notes: 'mine' },
    };
    expect((await browser.call('PATCH', `/api/resume/${resume.id}`, { data })).status).toBe(200);
    const printed = await browser.call<{ url: string }>('GET', `/api/resume/print/${resume.id}`);
    expect(printed.status).toBe(200);
    const pdf = await (await get(browser, printed.body.url)).arrayBuffer();

    const document = await PDFDocument.load(pdf);
    const names = document.catalog
      .lookup(PDFName.of('Names'), PDFDict)
      .lookup(PDFName.of('EmbeddedFiles'), PDFDict)
      .lookup(PDFName.of('Names'), PDFArray);
    expect(names.lookup(0)?.toString()).toBe(
      '<FEFF00760069007400610065002D0072006500730075006D0065002E006A0073006F006E>',
    );
    const spec = names.lookup(1, PDFDict);
    const file = document.context.lookup(
      spec.lookup(PDFName.of('EF'), PDFDict).get(PDFName.of('F')),
    );
    if (!(file instanceof PDFRawStream)) {
      throw new Error('the attachment is no stream');
    }
    expect(file.dict.get(PDFName.of('Subtype'))).toEqual(PDFName.of('application/json'));
    const json = JSON.parse(Buffer.from(decodePDFRawStream(file).decode()).toString('utf8'));
    const stored = (await browser.call<Resume>('GET', `/api/resume/${resume.id}`)).body.data;
    expect(json).toEqual({ ...stored, metadata: { ...(stored.metadata as object), notes: '' } });
  });
});
