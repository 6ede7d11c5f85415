import { DomainError, type RunningService, startService } from '@vitae/service-kit';

import { findChromium } from './browser/find-chromium';
import { type RenderConfig } from './config';
import { buildRenderSchema } from './schema';

/** Starts the render service: PDF and thumbnail printing in Chromium, driven by events. */
export async function startRender(config: RenderConfig): Promise<RunningService> {
  return startService({
    service: 'render',
    config,
    bus: true,
    schema: await buildRenderSchema(),
    readiness: () => ({
      // Without a browser nothing can be printed: report it instead of failing every job later.
      browser: async () => {
        if (!findChromium(config.CHROME_PATH)) {
          throw new DomainError(
            'InvalidBrowserConnection',
            config.CHROME_PATH
              ? `no executable browser at CHROME_PATH=${config.CHROME_PATH}`
              : 'no Chromium found; install it or set CHROME_PATH',
            503,
          );
        }
      },
    }),
  });
}
