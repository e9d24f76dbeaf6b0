/**
 * What deploy/nginx/start.sh needs from a build (written after `vite build` by scripts/deploy/prepare-build.ts):
 * - `<outDir>/.deploy/csp-script-hashes`: the `'sha256-…'` of index.html's inline scripts, one a line (scripts/csp.ts
 *   hashes them; the server has no Node to do it). nginx never serves `.deploy/` (dotfolders are 404).
 * - `<file>.gz` and `<file>.br` next to every text file (nginx's gzip_static / brotli_static send them as they are),
 *   at the highest levels: compressed once here rather than on each request, the files side by side (zlib's thread
 *   pool: brotli's level 11 on one core took 13.6 s for the mock build). Source maps are not served (the build
 *   moved them to `<outDir>-sourcemaps/`) and not compressed.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { inlineScriptHashes } from '../csp.js';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `.deploy/csp-script-hashes`; returns the hashes. */
export function writeScriptHashes(outDir: string): string[] {
  const hashes = inlineScriptHashes(readFileSync(join(outDir, 'index.html'), 'utf8'));
  mkdirSync(join(outDir, '.deploy'), { recursive: true });
  writeFileSync(join(outDir, '.deploy', 'csp-script-hashes'), hashes.map((hash) => `${hash}\n`).join(''));
  return hashes;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * `.gz` and `.br` of every text file of `outDir` (not of dotfolders such as .vite/), when smaller. Resolves to the files
 * compressed. `fast` (the e2e journeys' build, which they wait for): brotli level 5 and gzip 6 instead of 11 and 9.
 */
export async function precompress(outDir: string, { fast = false } = {}): Promise<string[]> {
  const files = filesUnder(outDir).filter((file) => TEXT.test(file) && !/[\\/]\./.test(file.slice(outDir.length)));
  const done = await Promise.all(
    files.map(async (file) => {
      const source = readFileSync(file);
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(source, { level: fast ? 6 : 9 }),
        brotliAsync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
      ]);
      if (gzipped.length < source.length) writeFileSync(`${file}.gz`, gzipped);
      if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
      return gzipped.length < source.length || brotli.length < source.length ? file : undefined;
    }),
  );
  return done.filter((file): file is string => file !== undefined);
}
