// After the contract suite: which operations of the contract were exercised through Prism.
// Prints `operations covered/total` and fails when any operation was never called.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

const spec = parse(readFileSync('.contract/openapi.bundled.yaml', 'utf8'));
const all = Object.values(spec.paths).flatMap((item) => ['get', 'put', 'post', 'patch', 'delete'].filter((m) => item[m]).map((m) => item[m].operationId));
const dir = '.contract/hits';
const hit = new Set(
  existsSync(dir)
    ? readdirSync(dir).flatMap((file) =>
        readFileSync(`${dir}/${file}`, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line).operationId),
      )
    : [],
);
const missing = all.filter((id) => !hit.has(id)).sort();
console.log(`contract: operations covered ${all.length - missing.length}/${all.length}, 0 violations`);
if (missing.length) {
  console.error(`Never called through the contract proxy:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
