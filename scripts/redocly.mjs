// Redocly CLI (the devDependency @redocly/cli), offline: no usage telemetry, no update check against
// the npm registry. Its settings (the contract's root, the `recommended` lint rules) are in redocly.yaml.
//
//   node scripts/redocly.mjs <redocly arguments…>     e.g. `node scripts/redocly.mjs lint`
//
// scripts/bundle-openapi.mjs bundles through `runRedocly`.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = resolve(import.meta.dirname, '../node_modules/@redocly/cli/bin/cli.js');

/** Runs Redocly CLI on this Node; `quiet` keeps its output unless it fails. Returns its exit code. */
export function runRedocly(args, { quiet = false } = {}) {
  const run = spawnSync(process.execPath, [cli, ...args], {
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  });
  if (run.error) {
    console.error(`Could not run Redocly CLI (${run.error.message})`);
    return 2;
  }
  if (quiet && run.status !== 0) process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}`);
  return run.status ?? 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(runRedocly(process.argv.slice(2)));
}
