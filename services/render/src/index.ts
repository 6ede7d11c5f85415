import { loadConfig, runService } from '@vitae/service-kit';

import { startRender } from './app';
import { renderConfigSchema } from './config';

export { startRender } from './app';
export { findChromium } from './browser/find-chromium';
export { type RenderConfig, renderConfigSchema } from './config';
export { loadArtboardFiles } from './printing/artboard-files';
export { artboardPages } from './printing/artboard-page';
export { chromiumArgs } from './printing/chromium-pool';
export { buildRenderSchema } from './schema';

if (require.main === module) {
  runService('render', () => startRender(loadConfig(renderConfigSchema)));
}
