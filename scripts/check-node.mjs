// Fails fast when scripts would run on a Node older than the toolchain needs (package.json "engines").
// The project brings Node 24 as the devDependency `node`; npm puts node_modules/.bin first on PATH.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = Number(/^>=\s*(\d+)/.exec(pkg.engines?.node ?? '')?.[1] ?? 24);
const major = Number(process.versions.node.split('.')[0]);
if (major < needed) {
  console.error(
    `Node ${process.versions.node} is running, but this project needs Node ${needed} (the devDependency "node").\n` +
      'Run `npm ci` (its preinstall must be allowed: see "allowScripts" in package.json) and start scripts with `npm run …`.',
  );
  process.exit(1);
}
