/**
 * What the kit starts: `prism proxy --errors` in front of the backend under test (always), and, without
 * `--base-url`, the local OpenID Provider and the mock backend trusting it — each on a free port the
 * operating system picks (never the journeys' 4173, 9410–9413, 9420, 9431, 9432 or the contract test's
 * 4598, 4599).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { BUNDLED_CONTRACT } from './contract';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago (for Prism, which takes a port number, not 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Prism exited early (${child.exitCode}):\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Prism did not answer at ${url} within ${timeoutMs / 1000} s:\n${log()}`);
}

/** `prism proxy --errors` on its own copy of the bundled contract (a re-bundle meanwhile cannot restart it). */
export async function startPrism(upstream: string): Promise<Running> {
  const port = await freePort();
  const copy = `.contract/openapi.verify-${port}.yaml`;
  copyFileSync(BUNDLED_CONTRACT, copy);
  const prism = spawn(
    process.execPath,
    ['node_modules/@stoplight/prism-cli/dist/index.js', 'proxy', '--errors', '--host', '127.0.0.1', '--port', String(port), copy, upstream.replace(/\/+$/, '')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  prism.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  prism.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (prism.exitCode === null) {
      const exited = new Promise((resolve) => prism.once('exit', resolve));
      prism.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    }
    rmSync(copy, { force: true });
  };
  try {
    await waitUntilAnswering(`${url}/`, prism, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

export interface LocalBackend {
  issuer: string;
  baseUrl: string;
  stop(): Promise<void>;
}

/** The local OpenID Provider and, trusting its tokens, the mock backend over HTTP (in this process). */
export async function startLocalBackend(): Promise<LocalBackend> {
  const [{ createOidcProvider }, { trustIssuers }, { createMockServer }] = await Promise.all([
    import('../../mocks/oidc/provider'),
    import('../../mocks/lib/auth-gate'),
    import('../../mocks/server/http-server'),
  ]);
  const provider = await createOidcProvider({ port: 0, host: '127.0.0.1' });
  trustIssuers([provider.issuer]);
  const mock = createMockServer();
  await new Promise<void>((resolve, reject) => {
    mock.once('error', reject);
    mock.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = mock.address() as AddressInfo;
  return {
    issuer: provider.issuer,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        mock.close(() => resolve());
        mock.closeAllConnections();
      });
      await provider.close();
    },
  };
}
