// Runs orval. With --check, generates into a scratch folder and fails when src/generated differs:
// the committed generated code must be exactly what the contract produces.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const check = process.argv.includes('--check');
const committed = 'src/generated';
const out = check ? mkdtempSync(join(tmpdir(), 'studio-generated-')) : committed;

const run = () =>
  execFileSync(process.execPath, ['node_modules/orval/dist/bin/orval.mjs', '--config', 'orval.config.ts'], {
    stdio: check ? 'pipe' : 'inherit',
    env: { ...process.env, ORVAL_OUT: out },
  });

// One orval run at a time in this checkout (parallel runs would empty each other's output).
const lock = '.contract/generate.lock';
mkdirSync('.contract', { recursive: true });
for (let waited = 0; ; waited += 500) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (waited > 180_000) rmSync(lock, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
process.on('exit', () => rmSync(lock, { recursive: true, force: true }));

try {
  run();
} catch (error) {
  console.error(String(error.stderr ?? error.message));
  console.error('orval failed: src/generated may be empty now. Fix the contract and run `npm run generate` again.');
  process.exit(1);
}

if (check) {
  const list = (root) =>
    existsSync(root)
      ? readdirSync(root, { recursive: true, encoding: 'utf8' })
          .filter((f) => statSync(join(root, f)).isFile())
          .map((f) => f.replaceAll('\\', '/'))
          .sort()
      : [];
  const want = list(out);
  const have = list(committed);
  const differ = [
    ...want.filter((f) => !have.includes(f)).map((f) => `missing: ${f}`),
    ...have.filter((f) => !want.includes(f)).map((f) => `extra:   ${f}`),
    ...want
      .filter((f) => have.includes(f))
      .filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(committed, f))))
      .map((f) => `stale:   ${f}`),
  ];
  rmSync(out, { recursive: true, force: true });
  if (differ.length) {
    console.error(`src/generated is stale (${differ.length} files). Run \`npm run generate\` and commit the result.`);
    console.error(differ.slice(0, 30).join('\n'));
    process.exit(1);
  }
  console.log(`src/generated is fresh (${want.length} files match ${relative('.', 'openapi/openapi.yaml')}).`);
}
