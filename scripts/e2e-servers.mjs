// The journeys' servers, started side by side (playwright.config.ts): Playwright starts its web servers one after
// another, each waiting for the one before (~20 s here); this starts every server of E2E_SERVERS at once, waits until
// each answers at its URL (an entry without a URL is a job, e.g. the build: it must end well), then starts E2E_LAST
// (the studio, whose URL Playwright waits for). A server already answering is reused (locally, outside CI).
// Playwright stops this process's group, children included.
//
//   E2E_SERVERS='[{"command":"…","url":"http://…","env":{…}}]' E2E_LAST='{"command":"…","env":{…}}' node scripts/e2e-servers.mjs
import { spawn } from 'node:child_process';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const last = JSON.parse(process.env.E2E_LAST ?? 'null');
const TIMEOUT_MS = 120_000;

const answers = async (url) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status < 500;
  } catch {
    return false;
  }
};

const children = [];
/** Starts a command; resolves when it ends well (a job). A server that ends, or a job that fails, stops everything. */
const start = ({ command, url, env = {} }) =>
  new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    children.push(child);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (!url && code === 0) return done();
      console.error(`e2e-servers: "${command}" ended (${signal ?? code})`);
      stop(1);
    });
  });

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

async function waitFor(url) {
  const until = Date.now() + TIMEOUT_MS;
  while (!(await answers(url))) {
    if (Date.now() > until) {
      console.error(`e2e-servers: nothing answered at ${url} within ${TIMEOUT_MS / 1000} s`);
      stop(1);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

await Promise.all(
  servers.map(async (server) => {
    if (!server.url) return start(server);
    if (!(await answers(server.url))) void start(server);
    await waitFor(server.url);
  }),
);
if (last) void start(last);
