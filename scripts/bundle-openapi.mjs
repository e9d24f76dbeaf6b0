// Bundles the split contract (openapi/openapi.yaml and the files it points to) into one file with
// Redocly CLI's bundler. The sources stay the truth; the bundle is not committed.
//
//   node scripts/bundle-openapi.mjs [--quiet] [--out FILE]
//
// Without --out: .contract/openapi.bundled.yaml, for the tools that read one document best (Spectral,
// Prism, the contract test and its coverage count, Optic). `npm run contract:bundle` writes
// dist-contract/openapi.yaml, the single-file contract for the backend team. References between the
// area files all point through the root's components (`../openapi.yaml#/components/…`, discriminator
// mappings too), so the bundle keeps every schema's name under #/components.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { runRedocly } from './redocly.mjs';

const at = process.argv.indexOf('--out');
const out = resolve(at > 0 ? process.argv[at + 1] : '.contract/openapi.bundled.yaml');
const quiet = process.argv.includes('--quiet');

// Written beside the target, then renamed: a reader running at the same time (Prism, the contract
// test) never sees half a file.
const scratch = `${out}.${process.pid}.tmp.yaml`;
mkdirSync(dirname(out), { recursive: true });
const code = runRedocly(['bundle', 'openapi/openapi.yaml', '--output', scratch], { quiet: true });
if (code !== 0) {
  rmSync(scratch, { force: true });
  console.error('Bundling openapi/openapi.yaml failed (Redocly CLI, above).');
  process.exit(code);
}
renameSync(scratch, out);
if (!quiet) console.log(`Bundled openapi/openapi.yaml → ${relative('.', out)}`);
