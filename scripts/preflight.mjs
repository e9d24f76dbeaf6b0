// What `npm test` needs from the machine, checked before any server starts: the Node the toolchain runs
// on, a Chromium that starts, nginx (the journeys' web server, deploy/nginx/), and (in CI, where nothing is reused) free ports for the journeys' servers.
// Each missing piece is named with the command that brings it; the whole check takes a few seconds.
//   node scripts/preflight.mjs [--no-browser]
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureChromium } from './browser.mjs';

/** The ports playwright.config.ts starts its servers on (e2e/support/env.ts). */
export const JOURNEY_PORTS = [4173, 9410, 9411, 9412, 9413, 9420, 9431, 9432];

const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Returns the problems found, each a message with its remedy (empty when the machine is ready). */
export async function preflight({ browser = true } = {}) {
  const problems = [];
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    problems.push(
      `Node ${process.versions.node} is running, but this project needs Node 24 (the devDependency "node").\n` +
        'Run `npm ci` (its preinstall must be allowed: see "allowScripts" in package.json) and start scripts with `npm run …`.',
    );
  }
  if (browser) {
    // The journeys serve the studio with nginx as a deployment does (deploy/nginx/start.sh).
    const nginx = process.env.NGINX ?? 'nginx';
    const found = [nginx, '/usr/sbin/nginx'].find((binary) => spawnSync(binary, ['-v'], { stdio: 'ignore' }).status === 0);
    if (!found)
      problems.push(
        'nginx is not installed: the journeys serve the studio with it (README "Deploy").\n' +
          "Install Debian's package: `sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static` (.ci/run does this).",
      );
    const chromium = await ensureChromium();
    if (chromium.error) problems.push(chromium.error);
    else console.log(`preflight: ${chromium.version} (${chromium.path})`);
    if (process.env.CI) {
      const busy = [];
      for (const port of JOURNEY_PORTS) if (!(await portFree(port))) busy.push(port);
      if (busy.length)
        problems.push(
          `Ports the journeys' servers need are taken: ${busy.join(', ')}. Stop what listens there (\`ss -ltnp | grep -E ':(${busy.join('|')})\\b'\`).`,
        );
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await preflight({ browser: !process.argv.includes('--no-browser') });
  for (const problem of problems) console.error(`\npreflight: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
