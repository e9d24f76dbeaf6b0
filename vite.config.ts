import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { parseRuntimeConfig } from './src/lib/runtime-config.js';
import { productionRuntimeConfig } from './scripts/production-runtime-config.js';
import { contentSecurityPolicyOnPreview, jsonSchemaMetaValidator, privateSourceMaps } from './scripts/vite-hardening.js';

/**
 * Serves locales/<lng>/<ns>.json at /locales/… in dev and preview, and emits them into the build:
 * i18next reads translations over HTTP (and caches them), so they are not in the JavaScript.
 */
function locales(): Plugin {
  const root = 'locales';
  const files = () =>
    readdirSync(root).flatMap((lng) =>
      readdirSync(join(root, lng))
        .filter((f) => f.endsWith('.json'))
        .map((f) => `${lng}/${f}`),
    );
  const serve: Plugin['configureServer'] = (server) => {
    server.middlewares.use('/locales/', (req, res, next) => {
      const file = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\//, '');
      if (!files().includes(file)) return next();
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(readFileSync(join(root, file)));
    });
  };
  return {
    name: 'studio-locales',
    configureServer: serve,
    generateBundle() {
      for (const file of files()) this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: readFileSync(join(root, file)) });
    },
  };
}

/**
 * The loading state in index.html speaks the detected language before any JavaScript loads: the
 * `auth:boot.*` texts of every language are written into its inline script (dev and build alike).
 */
function bootTexts(): Plugin {
  return {
    name: 'studio-boot-texts',
    transformIndexHtml(html) {
      const texts = Object.fromEntries(
        readdirSync('locales').map((lng) => [
          lng,
          (JSON.parse(readFileSync(join('locales', lng, 'auth.json'), 'utf8')) as { boot: Record<string, string> }).boot,
        ]),
      );
      return html.replace('/* boot-texts */ {}', JSON.stringify(texts).replace(/</g, '\\u003c'));
    },
  };
}

/**
 * One chunk for the way back from sign-in to the project list: every module that `src/app/start-app.tsx`
 * and the project list page import statically, except what the entry (src/main.ts) already has. Left to
 * itself the bundler spreads them over ~20 shared chunks (and drags lazy-only code such as Popper in with
 * them); one chunk compresses better and loads only what the first screen needs.
 */
const FIRST_SCREEN_ROOTS = ['src/app/start-app.tsx', 'src/features/projects/pages/project-list-page.tsx'];
function firstScreenChunk() {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'studio-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const reach = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      const entry = reach([find('src/main.ts')].filter((id): id is string => !!id));
      const roots = FIRST_SCREEN_ROOTS.map(find).filter((id): id is string => !!id);
      // The roots stay chunks of their own (lazy entries, in the manifest); what they import is grouped.
      members = new Set([...reach(roots)].filter((id) => !entry.has(id) && !roots.includes(id)));
    },
  };
  const group = { name: 'first-screen', test: (id: string) => members.has(id), priority: 10 };
  return { plugin, group };
}
const firstScreen = firstScreenChunk();

/**
 * Serves `/runtime-config.js` from the STUDIO_RUNTIME_CONFIG environment variable (JSON) when it is
 * set: the e2e and contract runs point the same build at the mock server or Prism without rebuilding.
 * A config the studio would refuse stops the server with the app's own message (naming the setting).
 */
function runtimeConfigFromEnv(): Plugin {
  const json = process.env.STUDIO_RUNTIME_CONFIG;
  const serve: Plugin['configureServer'] = (server) => {
    if (!json) return;
    try {
      parseRuntimeConfig(JSON.parse(json) as Record<string, unknown>);
    } catch (error) {
      throw new Error(`STUDIO_RUNTIME_CONFIG: ${(error as Error).message}`, { cause: error });
    }
    server.middlewares.use('/runtime-config.js', (_req, res) => {
      res.setHeader('content-type', 'text/javascript');
      res.end(`window.__STUDIO_CONFIG__ = ${JSON.stringify(JSON.parse(json))};\n`);
    });
  };
  return { name: 'studio-runtime-config', configureServer: serve, configurePreviewServer: serve as Plugin['configurePreviewServer'] };
}

const buildId =
  process.env.STUDIO_BUILD_ID ??
  new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14);

export default defineConfig(({ mode }) => ({
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  },
  plugins: [
    react(),
    locales(),
    bootTexts(),
    firstScreen.plugin,
    jsonSchemaMetaValidator(),
    privateSourceMaps(),
    // Before the runtime config: every response of `vite preview` carries the CSP (README "Security").
    contentSecurityPolicyOnPreview(),
    runtimeConfigFromEnv(),
    // A production build's runtime-config.js sets nothing (the server writes it); mock builds keep the local default.
    productionRuntimeConfig(),
    // The MSW worker script only exists in mock mode (never in a production build).
    ...(mode === 'msw' ? [msw({ mode: 'worker-only' })] : []),
  ],
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    // `npm start` opens quickly: the sign-in path is transformed at start-up …
    warmup: {
      clientFiles: [
        './src/main.ts',
        './src/app/start-app.tsx',
        './src/app/router.tsx',
        './src/features/projects/pages/project-list-page.tsx',
        './mocks/browser.ts',
      ],
    },
  },
  // … and every dependency of every page is found and optimised up front (no re-optimisation and
  // full reload when a lazy page first imports a new dependency).
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', 'mocks/browser.ts', '!src/**/*.test.tsx', '!src/test/**'] },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2023',
    // Generated for the error reporter's upload step but referenced by no file, and moved out of the
    // served folder after the build (privateSourceMaps: dist-sourcemaps/, dist-msw-sourcemaps/).
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 1000,
    outDir: mode === 'msw' ? 'dist-msw' : 'dist',
    // What a lazy page's import preloads with it. The router is in the first-screen chunk, so every lazy
    // route's dependency list was part of the first visit (about 2 KB gzip, growing with each area). A page
    // now fetches its own imports when it runs (one more round trip, hidden by the intent prefetch after
    // 50 ms of hover or focus). Imports made by the pages themselves (dialogs, Monaco) keep their preloads.
    modulePreload: { resolveDependencies: (_filename, deps, { hostId }) => (/first-screen/.test(hostId) ? [] : deps) },
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [firstScreen.group] } } },
  },
}));
