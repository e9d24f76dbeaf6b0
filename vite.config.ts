import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { parseRuntimeConfig } from './src/lib/runtime-config.js';
import { productionRuntimeConfig } from './scripts/production-runtime-config.js';
import { firstScreenChunk } from './scripts/first-screen-chunk.js';
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

/**
 * React Router 7 exports only its development build (dev warnings on, `remix-run/react-router#14102`, open): a
 * production build takes the package's own production files instead — the same code without the warnings, ~0.6 KB
 * gzip less on the first screen. Tests and `npm start` keep the development build and its warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * MUI's Button and IconButton import CircularProgress for their `loading` state, which the first screen never
 * shows: in a build they get it lazily (src/components/lazy-circular-progress.tsx). Only their relative import
 * matches; `@mui/material/CircularProgress` itself resolves as usual.
 */
const buttonProgressLazily = [
  { find: /^\.\.\/CircularProgress\/index\.mjs$/, replacement: fileURLToPath(new URL('src/components/lazy-circular-progress.tsx', import.meta.url)) },
];

/**
 * MUI's ButtonBase imports its ripple, which it mounts only on a first press or focus: in a build it gets it
 * lazily (src/components/lazy-touch-ripple.tsx), and the first screen carries none of it.
 */
const rippleLazily = [{ find: /^\.\/TouchRipple\.mjs$/, replacement: fileURLToPath(new URL('src/components/lazy-touch-ripple.tsx', import.meta.url)) }];

export default defineConfig(({ command, mode }) => {
  const alias = command === 'build' ? [...reactRouterProduction, ...buttonProgressLazily, ...rippleLazily] : [];
  const define = {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  };
  const firstScreen = firstScreenChunk({ mode, define, alias });
  return {
    resolve: { alias },
    define,
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
      rolldownOptions: {
        treeshake: { moduleSideEffects: (id: string) => !/hoist-non-react-statics/.test(id) },
        output: { codeSplitting: { includeDependenciesRecursively: false, groups: [firstScreen.group] } },
      },
    },
  };
});
