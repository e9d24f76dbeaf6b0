/**
 * `npm start` (scripts/start.mjs) as a developer meets it: it checks its ports before starting anything,
 * serves the studio a runtime config naming the provider and backend that actually run, says when the
 * studio is ready, with the URL to open and the dev users, and stopping it by its process id stops every
 * server. `--shared` runs the studio against the mock server (two people, one backend).
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isPortFree } from './port-check.mjs';
import { parseStartOptions, portTakenMessage, resolvePorts, startPlan, StartError } from './start-plan.mjs';

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

/** Another program on a port: it even answers the provider's discovery URL (with another issuer). */
const squat = (port: number) =>
  new Promise<Server>((resolve) => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ issuer: 'http://someone-else.example' }));
    }).listen(port, '127.0.0.1', () => resolve(server));
  });

const takenExcept = (taken: number[]) => async (port: number) => !taken.includes(port);

describe('npm start: ports and runtime config', () => {
  it('reads --shared and --port itself and passes the other arguments to Vite', () => {
    const options = parseStartOptions(['--shared', '--port', '5174', '--open'], {});
    expect(options).toEqual({
      shared: true,
      viteArgs: ['--open'],
      ports: { app: { port: 5174, explicit: true }, oidc: { port: 9000, explicit: false }, mock: { port: 9090, explicit: false } },
    });
    expect(parseStartOptions(['--port=5175'], { OIDC_PORT: '9100' }).ports).toEqual({
      app: { port: 5175, explicit: true },
      oidc: { port: 9100, explicit: true },
    });
    expect(() => parseStartOptions([], { OIDC_PORT: 'nine' })).toThrow('OIDC_PORT must be a port number');
  });

  it('stops with a message naming the variable when a port asked for is taken', async () => {
    const wanted = parseStartOptions([], { OIDC_PORT: '9000' }).ports;
    const refused = resolvePorts(wanted, takenExcept([9000]));
    await expect(refused).rejects.toBeInstanceOf(StartError);
    await expect(refused).rejects.toThrow(portTakenMessage('oidc', 9000, 9001));
    expect(portTakenMessage('oidc', 9000, 9001)).toContain('port 9000 is in use');
    expect(portTakenMessage('oidc', 9000, 9001)).toContain('OIDC_PORT=9001 npm start');
    await expect(resolvePorts(parseStartOptions(['--port', '5173'], {}).ports, takenExcept([5173]))).rejects.toThrow('npm start -- --port 5174');
    await expect(resolvePorts(parseStartOptions(['--shared'], { MOCK_SERVER_PORT: '9090' }).ports, takenExcept([9090]))).rejects.toThrow(
      'MOCK_SERVER_PORT=9091',
    );
  });

  it('moves a taken default port to the next free one and says so', async () => {
    const { ports, notes } = await resolvePorts(parseStartOptions(['--shared'], {}).ports, takenExcept([9000, 9001, 5173]));
    expect(ports).toEqual({ app: 5174, oidc: 9002, mock: 9090 });
    expect(notes).toEqual([
      'Port 5173 is in use: the studio (Vite) runs on 5174 instead (--port chooses).',
      'Port 9000 is in use: the local OpenID Provider runs on 9002 instead (OIDC_PORT chooses).',
    ]);
    // Two servers never get the same port.
    expect((await resolvePorts(parseStartOptions(['--port', '9000'], {}).ports, async () => true)).ports).toEqual({ app: 9000, oidc: 9001 });
  });

  it('serves the studio a runtime config that follows the chosen ports (MSW)', () => {
    const plan = startPlan(parseStartOptions([], {}), { app: 5174, oidc: 9001 }, {});
    expect(plan.runtimeConfig).toEqual({
      apiBaseUrl: '',
      idp: 'zitadel',
      oidcAuthority: 'http://localhost:9001',
      oidcClientId: 'studio-local',
      accountSettingsUrl: 'http://localhost:9001/ui/console/users/me',
      environment: 'local',
      apiMode: 'msw',
    });
    expect(JSON.parse(plan.vite.env.STUDIO_RUNTIME_CONFIG!)).toEqual(plan.runtimeConfig);
    expect(plan.vite.args).toEqual(['--mode', 'msw', '--clearScreen', 'false', '--port', '5174']);
    expect(plan.oidc.env).toMatchObject({ OIDC_PORT: '9001', OIDC_ISSUER: 'http://localhost:9001' });
    // The provider lets the studio sign in from wherever it runs.
    expect(plan.oidc.env.OIDC_REDIRECT_ORIGINS!.split(',')).toEqual(expect.arrayContaining(['http://localhost:5174', 'http://127.0.0.1:5174']));
    expect(plan.mock).toBeUndefined();
  });

  it('with --shared points the studio at the mock server, which trusts the provider and answers the studio’s origin', () => {
    const plan = startPlan(parseStartOptions(['--shared'], {}), { app: 5173, oidc: 9000, mock: 9091 }, { OIDC_HOST: '127.0.0.1' });
    expect(plan.runtimeConfig).toMatchObject({
      apiMode: 'server',
      apiBaseUrl: 'http://127.0.0.1:9091',
      mockControlUrl: 'http://127.0.0.1:9091',
      oidcAuthority: 'http://127.0.0.1:9000',
    });
    expect(plan.mock!.env).toMatchObject({
      MOCK_SERVER_PORT: '9091',
      MOCK_TRUSTED_ISSUERS: 'http://127.0.0.1:9000',
      MOCK_ALLOWED_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173',
    });
  });

  it('finds a port taken at a loopback address', async () => {
    const port = await freePort();
    const server = await squat(port);
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await isPortFree(port)).toBe(true);
  });
});

describe('npm start', () => {
  it('with the provider’s port taken, says which variable to set and starts nothing (never "ready")', { timeout: 60_000 }, async () => {
    const [appPort, oidcPort] = [await freePort(), await freePort()];
    const blocker = await squat(oidcPort);
    try {
      const child = spawn(process.execPath, ['scripts/start.mjs', '--port', String(appPort)], {
        env: { ...process.env, OIDC_PORT: String(oidcPort) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain(`port ${oidcPort} is in use by another program`);
      expect(output).toMatch(/choose another port, e\.g\.: OIDC_PORT=\d+ npm start/);
      expect(output).not.toContain('is ready');
      expect(await answers(`http://127.0.0.1:${appPort}/`)).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it(
    '--shared: prints the URL and the dev users when ready, serves the config of what runs, and stopping npm by its process id stops every server',
    { timeout: 180_000 },
    async () => {
      const [appPort, oidcPort, mockPort] = [await freePort(), await freePort(), await freePort()];
      // Through npm, as a developer runs it: npm, a shell, then scripts/start.mjs.
      const child = spawn('npm', ['start', '--silent', '--', '--shared', '--port', String(appPort)], {
        env: { ...process.env, OIDC_PORT: String(oidcPort), OIDC_HOST: '127.0.0.1', MOCK_SERVER_PORT: String(mockPort) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const app = `http://127.0.0.1:${appPort}`;
      const discovery = `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`;
      const mock = `http://127.0.0.1:${mockPort}`;
      try {
        await expect.poll(() => output, { timeout: 150_000, interval: 500 }).toContain('is ready');
        expect(output).toContain(`Open http://localhost:${appPort}/`);
        for (const name of ['山田 太郎', 'Hanako Sato', '鈴木 一郎']) expect(output).toContain(name);
        // The studio is told where the provider and the mock server really are.
        const config = await (await fetch(`${app}/runtime-config.js`)).text();
        expect(config).toContain(`"oidcAuthority":"http://127.0.0.1:${oidcPort}"`);
        expect(config).toContain(`"apiBaseUrl":"${mock}"`);
        expect(config).toContain('"apiMode":"server"');
        expect((await (await fetch(discovery)).json()).issuer).toBe(`http://127.0.0.1:${oidcPort}`);
        // The mock server answers the studio's origin (CORS) and its demo controls.
        const preflight = await fetch(`${mock}/studio/v1/projects`, {
          method: 'OPTIONS',
          headers: { origin: `http://localhost:${appPort}`, 'access-control-request-method': 'GET' },
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBe(`http://localhost:${appPort}`);
        expect((await fetch(`${mock}/__mock/scenario`)).status).toBe(200);

        process.kill(child.pid!, 'SIGTERM');
        for (const url of [`${app}/runtime-config.js`, discovery, `${mock}/__mock/scenario`])
          await expect.poll(() => answers(url), { timeout: 10_000 }).toBe(false);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  );
});
