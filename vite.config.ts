import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    runtimeConfigFromEnv(),
    // The MSW worker script only exists in mock mode (never in a production build).
    ...(mode === 'msw' ? [msw({ mode: 'worker-only' })] : []),
  ],
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2023', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1000, outDir: mode === 'msw' ? 'dist-msw' : 'dist' },
}));
