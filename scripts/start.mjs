// `npm start`: the local OpenID Provider (http://localhost:9000) and the studio in mock mode
// (http://localhost:5173) together. Prints the URL to open and the dev users once the first pages are
// warm (the dev server has transformed the sign-in path and optimised the dependencies), so the first
// page opens at once. Ctrl+C, stopping `npm start` or this process by its id (SIGTERM/SIGHUP) stops both:
// each runs in its own process group, and the whole group is stopped.
// Arguments are passed to Vite (e.g. `npm start -- --port 5174`); OIDC_PORT moves the provider.
import { spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';

const argv = process.argv.slice(2);
const portArg = argv.indexOf('--port');
const appPort = portArg >= 0 ? argv[portArg + 1] : '5173';
const appUrl = `http://localhost:${appPort}`;
const providerUrl = `http://localhost:${process.env.OIDC_PORT ?? '9000'}`;
const started = Date.now();

const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/oidc/main.ts'], { stdio: 'inherit', detached: true }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--mode', 'msw', '--clearScreen', 'false', ...argv], { stdio: 'inherit', detached: true }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // Whatever ignores SIGTERM is killed after 3 s.
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    process.exit(code);
  }, 3000).unref();
  Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode ? undefined : new Promise((resolve) => child.on('exit', resolve))))).then(() => process.exit(code));
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
// `npm start` runs this under npm and a shell; stopping npm by its id ends them but signals nothing
// here, so a change of parent (orphaned) stops everything too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(0);
}, 500).unref();

async function get(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

async function waitFor(url, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end && !stopping) {
    try {
      if ((await get(url)) < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** The sign-in path's modules, asked for as the browser will: each waits for the dependency optimiser. */
const WARM = ['/', '/src/main.ts', '/src/app/start-app.tsx', '/src/app/router.tsx', '/mocks/browser.ts', '/src/features/projects/pages/project-list-page.tsx'];

try {
  await Promise.all([waitFor(`${providerUrl}/.well-known/openid-configuration`), waitFor(`${appUrl}/runtime-config.js`)]);
  await Promise.all(WARM.map((path) => get(`${appUrl}${path}`).catch(() => undefined)));
  const { DEV_USERS } = await tsImport('../mocks/fixtures/people.ts', import.meta.url);
  // Padded by display width (Japanese characters take two columns).
  const width = (text) => [...text].reduce((sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1), 0);
  const users = Object.values(DEV_USERS)
    .map((user) => `    ${user.displayName}${' '.repeat(Math.max(1, 16 - width(user.displayName)))}${user.locale}  ${Object.keys(user.roles).join(', ') || '(no role)'}`)
    .join('\n');
  console.log(
    [
      '',
      `  AI Workflow Studio (mock mode) is ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      `  Open ${appUrl}/ and choose a dev user on the sign-in page (no password):`,
      users,
      `  Identity provider: ${providerUrl}  ·  Stop: Ctrl+C (or kill ${process.pid})`,
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!stopping) {
    console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
    stop(1);
  }
}
