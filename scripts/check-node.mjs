// Fails fast when scripts would run on a Node older than the toolchain needs.
// The project brings Node 24 as the devDependency `node`; npm puts node_modules/.bin first on PATH.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running, but this project needs Node 24 (the devDependency "node").\n` +
      'Run `npm ci` (its preinstall must be allowed: see "allowScripts" in package.json) and start scripts with `npm run …`.',
  );
  process.exit(1);
}
