/**
 * After `vite build` (the `build` and `build:mock` npm scripts): the files deploy/nginx/start.sh needs from a build
 * (scripts/deploy/build-files.ts).
 *
 *   tsx scripts/deploy/prepare-build.ts <outDir=dist>
 *
 * STUDIO_PRECOMPRESS=fast (the e2e journeys' build, which they wait for) compresses at lower levels.
 */
import { precompress, writeScriptHashes } from './build-files.js';

const outDir = process.argv[2] ?? 'dist';
const hashes = writeScriptHashes(outDir);
const compressed = await precompress(outDir, { fast: process.env.STUDIO_PRECOMPRESS === 'fast' });
console.log(`${outDir}/.deploy/csp-script-hashes: ${hashes.length} inline scripts; ${compressed.length} text files precompressed (.gz, .br)`);
