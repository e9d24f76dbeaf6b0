// Bundles the split contract (openapi/openapi.yaml and the files it points to) into one file,
// .contract/openapi.bundled.yaml, for the tools that read one document best (Spectral's OpenAPI 3.1
// schema check, Prism, the contract coverage count). The sources stay the truth; the bundle is not
// committed. House convention: every $ref in an area file points through the root's components
// (`../openapi.yaml#/components/...`), and the root points at area files (`./paths/x.yaml#/key`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';

const root = resolve('openapi/openapi.yaml');
const out = resolve('.contract/openapi.bundled.yaml');
const cache = new Map();

function load(file) {
  if (!cache.has(file)) cache.set(file, parse(readFileSync(file, 'utf8')));
  return cache.get(file);
}

function pointer(doc, fragment, where) {
  let node = doc;
  for (const raw of (fragment ?? '').split('/').filter(Boolean)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(key in node)) throw new Error(`Broken $ref ${where}`);
    node = node[key];
  }
  return node;
}

/** Inlines a reference to another file; references into the root become local (#/components/…). */
function rewrite(node, file) {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, file));
  if (node === null || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
    const [target, fragment] = node.$ref.split('#');
    const targetFile = resolve(dirname(file), target);
    if (targetFile === root) return { ...node, $ref: `#${fragment}` };
    return rewrite(pointer(load(targetFile), fragment, `${node.$ref} in ${file}`), targetFile);
  }
  if (typeof node.$ref === 'string' && file !== root) {
    throw new Error(`Local $ref ${node.$ref} in ${file}: point through ../openapi.yaml#/components/… instead`);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewrite(value, file)]));
}

const bundled = rewrite(load(root), root);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, stringify(bundled, { lineWidth: 0 }));
if (!process.argv.includes('--quiet')) console.log(`Bundled ${join('openapi', 'openapi.yaml')} → ${out}`);
