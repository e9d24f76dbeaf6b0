/**
 * The hardened build (README "Security"), as Vite plugins:
 * - `contentSecurityPolicy()`: `vite preview` sends the studio's CSP (scripts/csp.ts) with every response
 *   and answers 404 for source maps;
 * - `privateSourceMaps()`: the build's hidden source maps (`build.sourcemap: 'hidden'`, no
 *   `sourceMappingURL` in the files) leave `<outDir>/` for `<outDir>-sourcemaps/` (for the error reporter's
 *   upload step, never served);
 * - `jsonSchemaMetaValidator()`: the JSON Schema 2020-12 meta-schema check compiled by ajv at build time
 *   (ajv compiles with `new Function` at run time, which the CSP forbids).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, type CspRuntimeConfig, inlineScriptHashes, readRuntimeConfigScript } from './csp.js';

const CALLBACK_PATH = '/auth/callback';

/** The runtime config the preview server serves: STUDIO_RUNTIME_CONFIG (JSON) or the build's runtime-config.js. */
function previewRuntimeConfig(outDir: string): CspRuntimeConfig {
  const json = process.env.STUDIO_RUNTIME_CONFIG;
  if (json) return JSON.parse(json) as CspRuntimeConfig;
  const file = join(outDir, 'runtime-config.js');
  return existsSync(file) ? readRuntimeConfigScript(readFileSync(file, 'utf8')) : {};
}

/**
 * The CSP on every response of `vite preview` (the dev server has none: Vite's client and React refresh
 * run inline scripts there). STUDIO_CSP_EXTRA_ORIGINS (space-separated) adds origins that some pages are
 * pointed at by a runtime config of their own (the e2e journeys swap it per page).
 */
export function contentSecurityPolicyOnPreview(): Plugin {
  return {
    name: 'studio-content-security-policy',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const input = {
        scriptHashes: inlineScriptHashes(readFileSync(join(outDir, 'index.html'), 'utf8')),
        config: previewRuntimeConfig(outDir),
        extraOrigins: (process.env.STUDIO_CSP_EXTRA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
      };
      const policy = contentSecurityPolicy(input);
      const callbackPolicy = contentSecurityPolicy({ ...input, callbackPage: true });
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        res.setHeader('Content-Security-Policy', path === CALLBACK_PATH ? callbackPolicy : policy);
        // No source map is served, not even the SPA's index.html in its place.
        if (path.endsWith('.map')) {
          res.statusCode = 404;
          res.end();
          return;
        }
        next();
      });
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Moves every `.map` file of `outDir` into `mapsDir` (emptied first), keeping relative paths. Returns how many. */
export function moveSourceMaps(outDir: string, mapsDir: string): number {
  rmSync(mapsDir, { recursive: true, force: true });
  const maps = filesUnder(outDir).filter((file) => file.endsWith('.map'));
  for (const file of maps) {
    const target = join(mapsDir, relative(outDir, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
  }
  return maps.length;
}

/** After the build: `<outDir>/**\/*.map` → `<outDir>-sourcemaps/` (dist → dist-sourcemaps, dist-msw → dist-msw-sourcemaps). */
export function privateSourceMaps(): Plugin {
  let outDir = '';
  return {
    name: 'studio-private-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const mapsDir = `${outDir}-sourcemaps`;
      const moved = moveSourceMaps(outDir, mapsDir);
      if (moved) this.info(`${moved} source maps moved to ${relative(process.cwd(), mapsDir)}/ (not served)`);
    },
  };
}

export const META_VALIDATOR_ID = 'virtual:json-schema-2020-meta-validator';

/** ajv's standalone code for the draft 2020-12 meta-schema as an ES module (its `require`s become imports), and those imports. */
export function metaValidatorModule(): { code: string; imports: string[] } {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false, code: { source: true, esm: true } });
  const validate = ajv.getSchema('https://json-schema.org/draft/2020-12/schema');
  if (!validate) throw new Error('ajv has no draft 2020-12 meta-schema');
  const requires = new Map<string, string>();
  const code = standaloneCode(ajv, validate).replace(/require\("([^"]+)"\)/g, (_match, path: string) => {
    if (!requires.has(path)) requires.set(path, `__ajvRuntime${requires.size}`);
    return requires.get(path)!;
  });
  // A CommonJS runtime helper (`exports.default = …`) reads the same through Vite and through Node.
  const imports = [...requires].map(([path, name]) => ({
    path: `${path}.js`,
    code: `import * as ${name}Module from ${JSON.stringify(`${path}.js`)};\nconst ${name} = typeof ${name}Module.default === 'function' ? ${name}Module : ${name}Module.default;`,
  }));
  return { code: `${imports.map((line) => line.code).join('\n')}\n${code}`, imports: imports.map((line) => line.path) };
}

/** `import validate from 'virtual:json-schema-2020-meta-validator'`: ajv's validate function, compiled at build time. */
export function jsonSchemaMetaValidator(): Plugin {
  const resolved = `\0${META_VALIDATOR_ID}`;
  let module: ReturnType<typeof metaValidatorModule> | undefined;
  const load = () => (module ??= metaValidatorModule());
  return {
    name: 'studio-json-schema-meta-validator',
    // The dev server optimises ajv's runtime helpers up front (found late, they would reload the page).
    config: () => ({ optimizeDeps: { include: load().imports } }),
    resolveId: (id) => (id === META_VALIDATOR_ID ? resolved : undefined),
    load: (id) => (id === resolved ? load().code : undefined),
  };
}
