import { loadConfig, runService } from '@vitae/service-kit';

import { startRender } from './app';
import { renderConfigSchema } from './config';

export { startRender } from './app';
export { loadArtboardFiles } from './chromium/artboard-files';
export { artboardPages } from './chromium/artboard-page';
export { chromiumArgs } from './chromium/chromium-pool';
export { findChromium } from './chromium/find-chromium';
export { resumeSource, withAttachment } from './chromium/pdf-attachment';
export { withAuthor } from './chromium/pdf-author';
export { type RenderConfig, renderConfigSchema } from './config';
export { createHeadingSource } from './exports/export-headings';
export { createResumeExports, type ExportFormat, exportFormats } from './exports/resume-exports';
export { buildRenderSchema } from './schema';

if (require.main === module) {
  runService('render', () => startRender(loadConfig(renderConfigSchema)));
}
