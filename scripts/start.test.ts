/**
 * `npm start` (scripts/start.mjs) as a developer meets it: it says when the studio is ready, with the URL
 * to open and the dev users, and stopping it by its process id stops the provider and Vite too.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const answers = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it('prints the URL and the dev users when ready, and stopping npm by its process id stops both servers', { timeout: 180_000 }, async () => {
    const [appPort, oidcPort] = [await freePort(), await freePort()];
    // Through npm, as a developer runs it: npm, a shell, then scripts/start.mjs.
    const child = spawn('npm', ['start', '--silent', '--', '--port', String(appPort)], {
      env: { ...process.env, OIDC_PORT: String(oidcPort), OIDC_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 150_000, interval: 500 }).toContain('is ready');
      expect(output).toContain(`Open http://localhost:${appPort}/`);
      for (const name of ['山田 太郎', 'Hanako Sato', '鈴木 一郎']) expect(output).toContain(name);
      expect(await answers(`http://127.0.0.1:${appPort}/runtime-config.js`)).toBe(true);
      expect(await answers(`http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`)).toBe(true);

      process.kill(child.pid!, 'SIGTERM');
      await expect.poll(() => answers(`http://127.0.0.1:${appPort}/runtime-config.js`), { timeout: 10_000 }).toBe(false);
      await expect.poll(() => answers(`http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`), { timeout: 10_000 }).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
