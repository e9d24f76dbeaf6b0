// `npm start`: the local OpenID Provider (http://localhost:9000) and the studio in mock mode
// (http://localhost:5173) together; `npm start -- --shared` adds the mock server (http://127.0.0.1:9090)
// and points the studio at it, so that several browsers (two people) share one backend.
// Before anything starts, every port is checked (scripts/port-check.mjs): a port asked for that is taken
// stops here with a message naming the variable to set; a taken default moves to the next free port. The
// studio's runtime config is served from what actually runs (scripts/start-plan.mjs), and each server is
// ready only when it answers as ours (the provider's discovery names our issuer, Vite serves our config).
// Prints the URL to open and the dev users once the first pages are warm (the dev server has transformed
// the sign-in path and optimised the dependencies), so the first page opens at once. Ctrl+C, stopping
// `npm start` or this process by its id (SIGTERM/SIGHUP) stops every server: each runs in its own process
// group, and the whole group is stopped.
// Other arguments are passed to Vite; `--port`, OIDC_PORT and MOCK_SERVER_PORT move the servers.
import { spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { isPortFree } from './port-check.mjs';
import { parseStartOptions, resolvePorts, StartError, startPlan } from './start-plan.mjs';

const started = Date.now();
let plan;
let notes = [];
try {
  const options = parseStartOptions(process.argv.slice(2), process.env);
  const resolved = await resolvePorts(options.ports, isPortFree);
  notes = resolved.notes;
  plan = startPlan(options, resolved.ports, process.env);
} catch (error) {
  console.error(error instanceof StartError ? error.message : `npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
for (const note of notes) console.log(`npm start: ${note}`);

const tsx = 'node_modules/tsx/dist/cli.mjs';
const servers = [
  { name: 'The local OpenID Provider', args: [tsx, 'mocks/oidc/main.ts'], env: plan.oidc.env },
  ...(plan.mock ? [{ name: 'The mock server', args: [tsx, 'mocks/server/main.ts'], env: plan.mock.env }] : []),
  { name: 'The studio (Vite)', args: ['node_modules/vite/bin/vite.js', ...plan.vite.args], env: plan.vite.env },
];
const children = servers.map((server) => ({
  ...server,
  process: spawn(process.execPath, server.args, { stdio: 'inherit', detached: true, env: { ...process.env, ...server.env } }),
}));

let ready = false;
let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const { process: child } of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // Whatever ignores SIGTERM is killed after 3 s.
  setTimeout(() => {
    for (const { process: child } of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    process.exit(code);
  }, 3000).unref();
  Promise.all(
    children.map(({ process: child }) => (child.exitCode !== null || child.signalCode ? undefined : new Promise((resolve) => child.on('exit', resolve)))),
  ).then(() => process.exit(code));
};
for (const { name, process: child } of children) {
  child.on('exit', (code) => {
    if (!stopping)
      console.error(`npm start: ${name} stopped${ready ? '' : ' before it was ready'} (exit code ${code ?? child.signalCode}); stopping the others.`);
    stop(code || (ready ? 0 : 1));
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
// `npm start` runs this under npm and a shell; stopping npm by its id ends them but signals nothing
// here, so a change of parent (orphaned) stops everything too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(0);
}, 500).unref();

async function get(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, text: await response.text() };
}

/** Waits until `url` answers as our server does (`isOurs` on the body), not merely until something answers. */
async function waitFor(url, isOurs, what, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  let answered = false;
  while (Date.now() < end && !stopping) {
    try {
      const { status, text } = await get(url);
      answered = true;
      if (status === 200 && isOurs(text)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(answered ? `${url} answers, but not as ${what} that npm start started` : `${what} did not come up at ${url}`);
}

const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The sign-in path's modules, asked for as the browser will: each waits for the dependency optimiser. */
const WARM = ['/', '/src/main.ts', '/src/app/start-app.tsx', '/src/app/router.tsx', '/mocks/browser.ts', '/src/features/projects/pages/project-list-page.tsx'];

try {
  await Promise.all([
    waitFor(`${plan.issuer}/.well-known/openid-configuration`, (text) => json(text)?.issuer === plan.issuer, 'the OpenID Provider'),
    waitFor(`${plan.appUrl}/runtime-config.js`, (text) => text.includes(JSON.stringify(plan.runtimeConfig)), 'the studio'),
    ...(plan.mockUrl ? [waitFor(`${plan.mockUrl}/__mock/scenario`, (text) => typeof json(text)?.writeFailureRate === 'number', 'the mock server')] : []),
  ]);
  await Promise.all(WARM.map((path) => get(`${plan.appUrl}${path}`).catch(() => undefined)));
  const { DEV_USERS } = await tsImport('../mocks/fixtures/people.ts', import.meta.url);
  // Padded by display width (Japanese characters take two columns).
  const width = (text) => [...text].reduce((sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1), 0);
  const users = Object.values(DEV_USERS)
    .map(
      (user) =>
        `    ${user.displayName}${' '.repeat(Math.max(1, 16 - width(user.displayName)))}${user.locale}  ${Object.keys(user.roles).join(', ') || '(no role)'}`,
    )
    .join('\n');
  ready = true;
  console.log(
    [
      '',
      plan.shared
        ? `  AI Workflow Studio (mock mode, shared mock server) is ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`
        : `  AI Workflow Studio (mock mode) is ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      `  Open ${plan.appUrl}/ and choose a dev user on the sign-in page (no password):`,
      users,
      ...(plan.shared
        ? [
            `  Everyone shares the mock server's data (${plan.mockUrl}): for two people, open the URL in two browsers`,
            '  (or a second, private window) and sign in as two dev users. Its data lasts until npm start stops.',
          ]
        : ['  Data stays in this browser (MSW); for two people sharing one backend: npm start -- --shared']),
      `  Identity provider: ${plan.issuer}  ·  Stop: Ctrl+C (or kill ${process.pid})`,
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!stopping) {
    console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
    stop(1);
  }
}
