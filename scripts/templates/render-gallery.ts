// `make templates`: renders every template with the sample resume from the
// built artboard (web/dist) and writes the template picker's assets
// (web/public/templates/jpg|pdf/<name>.jpg|pdf, docs/product.md#design-tools) and the
// screenshots of docs/templates.md. It builds nothing: `make templates` builds
// the web app and the schema package first, then compiles and runs this file.
// Optional arguments name the templates to render (all by default).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { type ResumeData, type TemplateName } from '@vitae/schema';

/** The part of web/test/artboard/artboard-harness.mjs this script uses. */
type Session = { blocked: string[] };
type Harness = {
  serveDist: (dir: string) => Promise<{ url: string; close: () => Promise<void> }>;
  launchChromium: () => Promise<{ close: () => Promise<void> }>;
  openArtboard: (browser: unknown, baseUrl: string) => Promise<Session>;
  renderResume: (session: Session, data: unknown) => Promise<number>;
  printPdf: (session: Session) => Promise<Uint8Array>;
  screenshotFirstPage: (
    session: Session,
    type: 'png' | 'jpeg',
    scale: number,
  ) => Promise<Uint8Array>;
};
type Schema = { templates: readonly TemplateName[]; sampleResumeData: () => ResumeData };

async function main(): Promise<void> {
  // Run from the repository root (make does).
  const root = resolve(process.cwd());
  const harness = (await import(
    pathToFileURL(join(root, 'web/test/artboard/artboard-harness.mjs')).href
  )) as Harness;
  const schema = createRequire(join(root, 'package.json'))(
    join(root, 'packages/schema/dist/index.js'),
  ) as Schema;

  const only = process.argv.slice(2);
  const names = only.length > 0 ? only : schema.templates;
  const out = {
    jpg: join(root, 'web/public/templates/jpg'),
    pdf: join(root, 'web/public/templates/pdf'),
    png: join(root, 'docs/templates'),
  };
  for (const dir of Object.values(out)) {
    mkdirSync(dir, { recursive: true });
  }

  const server = await harness.serveDist(join(root, 'web/dist'));
  const browser = await harness.launchChromium();
  try {
    const session = await harness.openArtboard(browser, server.url);
    for (const name of names) {
      const data = schema.sampleResumeData();
      data.metadata.template = name as TemplateName;
      const pages = await harness.renderResume(session, data);
      if (session.blocked.length > 0) {
        throw new Error(`${name} asked the network for ${session.blocked.join(', ')}`);
      }
      writeFileSync(
        join(out.png, `${name}.png`),
        await harness.screenshotFirstPage(session, 'png', 1.5),
      );
      writeFileSync(
        join(out.jpg, `${name}.jpg`),
        await harness.screenshotFirstPage(session, 'jpeg', 1),
      );
      writeFileSync(join(out.pdf, `${name}.pdf`), await harness.printPdf(session));
      console.log(`${name}: ${pages} page${pages === 1 ? '' : 's'}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
