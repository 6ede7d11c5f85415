import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Optional font service for families that are not bundled (docs/product.md#design-tools: "all fonts"),
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
 * nor custom CSS can load remote code, fonts or stylesheets. Images stay open
 * here, so a print's refused requests are the render service's to see and log
 * (docs/render.md); on screen the gateway narrows them to this origin, where
 * storage serves its copy of every remote image (docs/storage.md). Dev mode is left alone
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

/**
 * The interface catalogues (src/i18n/messages/<locale>.json) are JSON files
 * under one folder named after a hash of them all,
 * /assets/i18n/<version>/<locale>.json, which the page knows as
 * `__CATALOGUES__`. A page fetches its own locale's file only, and its
 * JavaScript carries no table of 46 chunk names (the public page's budget,
 * docs/performance.md). Hashed like the rest of /assets, they are cached for
 * good; a change to any catalogue gives every one a new address. The
 * artboard's own words in a resume's language (src/artboard/i18n/locales) are
 * served the same way, as /assets/i18n/<version>/artboard/<locale>.json.
 */
function interfaceCatalogues(): Plugin {
  const folders = [
    { directory: here('src/i18n/messages'), path: '' },
    { directory: here('src/artboard/i18n/locales'), path: 'artboard/' },
  ];
  // `locale` is the file's path under the version folder, without `.json`.
  const catalogues = () =>
    folders.flatMap(({ directory, path }) =>
      readdirSync(directory)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({
          locale: `${path}${file.slice(0, -'.json'.length)}`,
          text: readFileSync(join(directory, file), 'utf8'),
        })),
    );
  const version = createHash('sha256')
    .update(
      catalogues()
        .map(({ locale, text }) => `${locale}\n${text}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 12);
  const prefix = `/assets/i18n/${version}/`;
  // Minified: the files are read by JSON.parse, not by people.
  const minified = (text: string) => JSON.stringify(JSON.parse(text));
  return {
    name: 'vitae-interface-catalogues',
    config: () => ({ define: { __CATALOGUES__: JSON.stringify(prefix) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const locale = request.url?.startsWith(prefix)
          ? request.url.slice(prefix.length).replace(/\.json$/, '')
          : undefined;
        const catalogue = locale && catalogues().find((entry) => entry.locale === locale);
        if (!catalogue) {
          next();
          return;
        }
        response.setHeader('content-type', 'application/json');
        response.end(minified(catalogue.text));
      });
    },
    generateBundle() {
      for (const { locale, text } of catalogues()) {
        // English is the messages' own text: no page downloads it.
        if (locale !== 'en-US') {
          this.emitFile({
            type: 'asset',
            fileName: `assets/i18n/${version}/${locale}.json`,
            source: minified(text),
          });
        }
      }
    },
  };
}

/**
 * @fontsource stylesheets name a .woff after each .woff2, and Vite copies
 * whatever a stylesheet names into the build: with the Noto faces of every
 * script (some 900 CJK slices) that would add tens of MB no browser the app
 * supports reads (all read woff2, Chromium too). The .woff alternatives are
 * taken out of those stylesheets before Vite reads their URLs.
 */
function woff2Only(): Plugin {
  return {
    name: 'vitae-woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/][^?]*\.css(\?|$)/.test(id)) {
        return null;
      }
      const woff = /,\s*url\([^)]*\.woff\)\s*format\(["']woff["']\)/g;
      return { code: code.replace(woff, ''), map: null };
    },
  };
}

/**
 * The artboard's profile icons (artboard/icons/bundled-profile-icons.ts) name
 * simple-icons one by one; each of those objects also holds the whole SVG
 * markup (the path a second time), its source URL, colour and guidelines,
 * which the artboard never reads. In the build the module is replaced by one
 * holding each icon's title, slug and path alone: about half the icons' bytes,
 * on every page that draws a resume (the public page's budget,
 * docs/performance.md). Tests import the package's objects as they are.
 */
function slimProfileIcons(): Plugin {
  const file = here('src/artboard/icons/bundled-profile-icons.ts');
  return {
    name: 'vitae-slim-profile-icons',
    enforce: 'pre',
    async load(id) {
      if (id.split('?')[0] !== file) {
        return null;
      }
      const names = [...readFileSync(file, 'utf8').matchAll(/\b(si[A-Z][A-Za-z0-9]*)\b/g)].map(
        (match) => match[1],
      );
      const icons = (await import('simple-icons')) as unknown as Record<
        string,
        { title: string; slug: string; path: string } | undefined
      >;
      return names
        .map((name) => {
          const icon = icons[name];
          if (!icon) {
            throw new Error(
              `simple-icons has no ${name} (artboard/icons/bundled-profile-icons.ts)`,
            );
          }
          const { title, slug, path } = icon;
          return `export const ${name} = ${JSON.stringify({ title, slug, path })};`;
        })
        .join('\n');
    },
  };
}

// The app is served by the gateway at /, next to /api and /graphql; in `vite`
// dev mode those are proxied to a running gateway. The artboard is a second,
// small entry (artboard.html) with no dependency on the app shell.
export default defineConfig({
  plugins: [
    react(),
    woff2Only(),
    slimProfileIcons(),
    artboardRoutes(),
    artboardPolicy(),
    interfaceCatalogues(),
  ],
  resolve: {
    alias: {
      // The ATS check runs in the browser's worker from its sources (docs/ats.md#in-the-browser).
      '@vitae/ats': here('../packages/ats/src'),
      '@vitae/schema': here('../packages/schema/src'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written beside each file for reading stack traces, but not named in it:
    // the `sourceMappingURL` line would be some 40 bytes of every script a
    // reader downloads (docs/performance.md, the public page's budget).
    sourcemap: 'hidden',
    rolldownOptions: {
      input: { main: here('index.html'), artboard: here('artboard.html') },
      output: {
        codeSplitting: {
          groups: [
            {
              // React (with its JSX runtime) stays out of the group below, which would
              // take it in as a dependency: the public page reads React and none of Chakra.
              name: 'react',
              test: /node_modules[\\/]react[\\/]/,
              priority: 2,
            },
            {
              priority: 1,
              // Chakra's layout primitives, which every page of the app draws with: one
              // chunk, not a dozen of a few hundred bytes, each named again in the
              // router's preload lists (docs/performance.md "Web app").
              name: 'chakra-layout',
              test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|flex|stack|grid|simple-grid|text|heading|link|center|spinner|visually-hidden|icon-button|button|badge|image|skeleton|group)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The import worker loads pdf.js and mammoth only when a PDF or Word file is
  // read (docs/import-export.md#pdf-and-word), the ATS worker pdf.js and
  // @vitae/ats only when a check is asked for: module workers, so they can split.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/graphql': 'http://127.0.0.1:3000',
    },
  },
});
