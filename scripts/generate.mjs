// Runs orval. With --check, generates into a scratch folder and fails when src/generated differs:
// the committed generated code must be exactly what the contract produces.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { renderAccessTable } from './access-table.mjs';
import { renderKindTables } from './kind-tables.mjs';
import { renderOperations } from './list-operations.mjs';
import { join, relative } from 'node:path';

const check = process.argv.includes('--check');
const committed = 'src/generated';
// The scratch folder sits beside src/generated so the relative imports orval writes are the same.
const out = check ? 'src/.generated-check' : committed;
if (check) rmSync(out, { recursive: true, force: true });

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

const operationsDoc = 'docs/contract-operations.md';
const operations = renderOperations();
// renderOperations bundled the contract: the access table reads the same bundle.
writeFileSync(join(out, 'access.ts'), renderAccessTable());
if (!check) writeFileSync(operationsDoc, operations);
// The editor's kind tables, from the contract's NodeKind and the kind folders (scripts/kind-tables.mjs).
let kindTables;
try {
  kindTables = renderKindTables();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!check) for (const table of kindTables) writeFileSync(table.path, table.text);

if (check) {
  if (!existsSync(operationsDoc) || readFileSync(operationsDoc, 'utf8') !== operations) {
    console.error(`${operationsDoc} is stale. Run \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  const staleTables = kindTables.filter((table) => !existsSync(table.path) || readFileSync(table.path, 'utf8') !== table.text);
  if (staleTables.length) {
    console.error(`${staleTables.map((table) => table.path).join(', ')} stale. Run \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
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
