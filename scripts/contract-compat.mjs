// `npm run contract:compat`: the contract against its last release point, with Optic's breaking-change
// rules (a removed operation, a removed or newly required field, a narrowed type or enum …). The
// release point is a bundled copy committed at openapi/baseline/openapi.yaml; refreshing it on purpose
// (`npm run contract:baseline`, in the same change) is how a breaking change is accepted.
//
//   node scripts/contract-compat.mjs [--base FILE] [--head FILE] [--refresh]
//
// --head defaults to the bundled contract (.contract/openapi.bundled.yaml, written by bundle:openapi);
// --refresh copies it over the baseline instead of comparing. Exit code 0: compatible; 1: breaking.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const base = resolve(arg('--base', 'openapi/baseline/openapi.yaml'));
const head = resolve(arg('--head', '.contract/openapi.bundled.yaml'));

if (!existsSync(head)) {
  console.error(`contract:compat: ${head} is missing (run npm run bundle:openapi first)`);
  process.exit(2);
}
if (process.argv.includes('--refresh')) {
  mkdirSync(dirname(base), { recursive: true });
  copyFileSync(head, base);
  console.log(`contract:compat: baseline refreshed (${base})`);
  process.exit(0);
}
if (!existsSync(base)) {
  console.error(`contract:compat: no baseline at ${base} (npm run contract:baseline writes one)`);
  process.exit(2);
}

const optic = resolve(import.meta.dirname, '../node_modules/.bin/optic');
// Offline by design: no telemetry, nothing uploaded. Under CI Optic writes ci-run-details.json into
// its working folder: a scratch folder, not the checkout.
const scratch = mkdtempSync(join(tmpdir(), 'contract-compat-'));
const run = spawnSync(optic, ['diff', base, head, '--check', '--severity', 'error'], {
  encoding: 'utf8',
  cwd: scratch,
  env: { ...process.env, OPTIC_TELEMETRY_LEVEL: 'off' },
});
rmSync(scratch, { recursive: true, force: true });
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
if (output) console.log(output);
if (run.error) {
  console.error(`contract:compat: could not run Optic (${run.error.message})`);
  process.exit(2);
}
if (run.status !== 0) {
  console.error(
    'contract:compat: BREAKING change against openapi/baseline/openapi.yaml. If it is intended, refresh the baseline in the same change: npm run contract:baseline',
  );
  process.exit(1);
}
console.log('contract:compat: no breaking change against the baseline');
