import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Optional font service for families that are not bundled (SPEC §2 "all fonts"),
 * as a stylesheet URL with `{family}` in it. Unset by default: the artboard then
 * never asks the network for a font and falls back to a bundled family.
 */
const fontServiceUrl = process.env.VITE_FONT_SERVICE_URL ?? '';

/** `/artboard/builder` and `/artboard/preview` are pages of the artboard entry, in dev as in the gateway. */
function artboardRoutes(): Plugin {
  return {
    name: 'vitae-artboard-routes',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/artboard(\/|$|\?)/.test(request.url)) {
          request.url = '/artboard.html';
        }
        next();
      });
    },
  };
}

/**
 * The built artboard gets a content security policy: only its own scripts, fonts
 * and styles (plus the font service when one is configured), so neither rich text
 * nor custom CSS can load remote code, fonts or stylesheets. Images stay open:
 * the picture and rich-text images are remote by nature. Dev mode is left alone
 * because Vite injects inline scripts there.
 */
function artboardPolicy(): Plugin {
  const fontOrigin = fontServiceUrl ? ` ${new URL(fontServiceUrl).origin}` : '';
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'unsafe-inline'${fontOrigin}`,
    `font-src 'self' data:${fontOrigin}`,
    "img-src 'self' data: blob: https: http:",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return {
    name: 'vitae-artboard-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('artboard.html')) {
          return html;
        }
        const service = fontServiceUrl
          ? `\n    <meta name="vitae:font-service" content="${fontServiceUrl}" />`
          : '';
        return html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />${service}`,
        );
      },
    },
  };
}

// The app is served by the gateway at /, next to /api and /graphql; in `vite`
// dev mode those are proxied to a running gateway. The artboard is a second,
// small entry (artboard.html) with no dependency on the app shell.
export default defineConfig({
  plugins: [react(), artboardRoutes(), artboardPolicy()],
  resolve: { alias: { '@vitae/schema': here('../packages/schema/src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: { main: here('index.html'), artboard: here('artboard.html') },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/graphql': 'http://127.0.0.1:3000',
    },
  },
});
