/**
 * After `vite build` (the `build` and `build:mock` npm scripts): the files deploy/nginx/start.sh needs from a build
 * (scripts/deploy/build-files.ts).
 *
 *   tsx scripts/deploy/prepare-build.ts <outDir=dist>
 */
import { precompress, writeScriptHashes } from './build-files.js';

const outDir = process.argv[2] ?? 'dist';
const hashes = writeScriptHashes(outDir);
const compressed = await precompress(outDir);
console.log(`${outDir}/.deploy/csp-script-hashes: ${hashes.length} inline scripts; ${compressed.length} text files precompressed (.gz, .br)`);
