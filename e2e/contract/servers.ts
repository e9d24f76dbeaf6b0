/**
 * Starts what the contract test needs and stops it afterwards: the stateful mock backend over HTTP
 * and, in front of it, `prism proxy --errors` on the bundled contract. A request or a response that
 * breaks the contract makes Prism answer with a problem+json (422 request / 500 response) instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { trustTokensOf } from '../../mocks/lib/auth-gate';
import { TEST_TOKEN_ISSUER, verifyTestToken } from '../../mocks/lib/test-tokens';
import { createMockServer, listen } from '../../mocks/server/http-server';

export const MOCK_PORT = Number(process.env.CONTRACT_MOCK_PORT ?? 4599);
export const PRISM_PORT = Number(process.env.CONTRACT_PRISM_PORT ?? 4598);
// Parallel runs (other ports) keep their own record; the default run writes what report-coverage reads.
const SPEC_COPY = `.contract/openapi.prism-${PRISM_PORT}.yaml`;
export const HITS_DIR = process.env.CONTRACT_PRISM_PORT ? `.contract/hits-${PRISM_PORT}` : '.contract/hits';

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Prism exited early (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`Timed out waiting for ${url}`);
}

export default async function setup(): Promise<() => Promise<void>> {
  execFileSync(process.execPath, ['scripts/bundle-openapi.mjs', '--quiet'], { stdio: 'inherit' });
  // Prism watches its file and restarts when it changes: give this run its own copy, so a lint or
  // another run re-bundling the contract meanwhile cannot restart it mid-test.
  copyFileSync('.contract/openapi.bundled.yaml', SPEC_COPY);
  rmSync(HITS_DIR, { recursive: true, force: true });
  mkdirSync(HITS_DIR, { recursive: true });

  // The test files' tokens are signed with this run's test key (MOCK_TEST_TOKEN_KEY, inherited by the workers).
  trustTokensOf(TEST_TOKEN_ISSUER, verifyTestToken);
  const mock: Server = createMockServer();
  await listen(mock, MOCK_PORT);

  const prism = spawn(
    process.execPath,
    [
      'node_modules/@stoplight/prism-cli/dist/index.js',
      'proxy',
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(PRISM_PORT),
      SPEC_COPY,
      `http://127.0.0.1:${MOCK_PORT}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  prism.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  prism.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitFor(`http://127.0.0.1:${PRISM_PORT}/`, prism);
  } catch (error) {
    console.error(log);
    throw error;
  }

  return async () => {
    prism.kill('SIGTERM');
    await new Promise<void>((resolve) => mock.close(() => resolve()));
  };
}
