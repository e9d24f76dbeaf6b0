/**
 * A production build's `/runtime-config.js` sets no configuration: the server writes that file at start
 * from its environment (deploy/nginx/start.sh, README "Deploy"), so a deployment that forgot to never
 * runs quietly on the mock setup of `public/runtime-config.js`; the studio says it has no configuration
 * instead (src/app/boot-screen.ts). Mock builds (`--mode msw`: `npm run build:mock`, the journeys) keep
 * the local default, as do the dev server and `npm start` (not builds).
 */
import type { Plugin } from 'vite';

export const NO_RUNTIME_CONFIG_SCRIPT = `// AI Workflow Studio's runtime configuration: none in a production build, on purpose.
// The server writes this file at start from its environment (deploy/nginx/start.sh, README "Deploy").
// Served as it is, the studio starts with a page saying it has no runtime configuration.
`;

/** Whether a build in this Vite mode ships the mock default (public/runtime-config.js). */
export const keepsMockRuntimeConfig = (mode: string): boolean => mode === 'msw';

export function productionRuntimeConfig(): Plugin {
  let mode = '';
  return {
    name: 'studio-production-runtime-config',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    // Emitted after the public folder is copied into the output: the build's file replaces public/'s.
    generateBundle() {
      if (!keepsMockRuntimeConfig(mode)) this.emitFile({ type: 'asset', fileName: 'runtime-config.js', source: NO_RUNTIME_CONFIG_SCRIPT });
    },
  };
}
