import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

/**
 * Serves locales/<lng>/<ns>.json at /locales/… in dev and preview, and emits them into the build:
 * i18next reads translations over HTTP (and caches them), so they are not in the JavaScript.
 */
function locales(): Plugin {
  const root = 'locales';
  const files = () => readdirSync(root).flatMap((lng) => readdirSync(join(root, lng)).filter((f) => f.endsWith('.json')).map((f) => `${lng}/${f}`));
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
        readdirSync('locales').map((lng) => [lng, (JSON.parse(readFileSync(join('locales', lng, 'auth.json'), 'utf8')) as { boot: Record<string, string> }).boot]),
      );
      return html.replace('/* boot-texts */ {}', JSON.stringify(texts).replace(/</g, '\\u003c'));
    },
  };
}

/**
 * Serves `/runtime-config.js` from the STUDIO_RUNTIME_CONFIG environment variable (JSON) when it is
 * set: the e2e and contract runs point the same build at the mock server or Prism without rebuilding.
 */
function runtimeConfigFromEnv(): Plugin {
  const json = process.env.STUDIO_RUNTIME_CONFIG;
  const serve: Plugin['configureServer'] = (server) => {
    if (!json) return;
    server.middlewares.use('/runtime-config.js', (_req, res) => {
      res.setHeader('content-type', 'text/javascript');
      res.end(`window.__STUDIO_CONFIG__ = ${JSON.stringify(JSON.parse(json))};\n`);
    });
  };
  return { name: 'studio-runtime-config', configureServer: serve, configurePreviewServer: serve as Plugin['configurePreviewServer'] };
}

const buildId = process.env.STUDIO_BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '').slice(0, 14);

export default defineConfig(({ mode }) => ({
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  },
  plugins: [
    react(),
    locales(),
    bootTexts(),
    runtimeConfigFromEnv(),
    // The MSW worker script only exists in mock mode (never in a production build).
    ...(mode === 'msw' ? [msw({ mode: 'worker-only' })] : []),
  ],
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2023', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1000, outDir: mode === 'msw' ? 'dist-msw' : 'dist' },
}));
