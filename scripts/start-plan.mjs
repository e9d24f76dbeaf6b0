// What `npm start` (scripts/start.mjs) runs, worked out before anything starts: which servers (the
// studio, the local OpenID Provider, and with `--shared` the mock server), on which ports, and the
// runtime config the studio is served with, so that it always names the provider and the backend that
// actually run. Pure functions: scripts/start.test.ts checks them without starting anything.

export const DEFAULT_PORTS = { app: 5173, oidc: 9000, mock: 9090 };
/** How far from a default port that is taken `npm start` looks for a free one. */
const PORT_SEARCH = 20;

/** Each server: what to call it and how a developer chooses its port. */
export const SERVERS = {
  app: { name: 'the studio (Vite)', choose: (port) => `npm start -- --port ${port}` },
  oidc: { name: 'the local OpenID Provider', variable: 'OIDC_PORT', choose: (port) => `OIDC_PORT=${port} npm start` },
  mock: { name: 'the mock server', variable: 'MOCK_SERVER_PORT', choose: (port) => `MOCK_SERVER_PORT=${port} npm start -- --shared` },
};

export class StartError extends Error {}

function portOf(value, what) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new StartError(`${what} must be a port number (1–65535), got: ${value}`);
  return port;
}

const urlHost = (host) => (host.includes(':') ? `[${host}]` : host);

/**
 * The command line and environment of `npm start`: `--shared` (the studio against the mock server, so
 * that several browsers share one backend) is ours; everything else goes to Vite, `--port` included.
 * A port named on the command line or in the environment is `explicit`: it is used or `npm start` stops.
 */
export function parseStartOptions(argv, env) {
  const viteArgs = [];
  let shared = false;
  let appPort;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--shared') shared = true;
    else if (arg === '--port') {
      appPort = portOf(argv[i + 1], '--port');
      i += 1;
    } else if (arg.startsWith('--port=')) appPort = portOf(arg.slice('--port='.length), '--port');
    else viteArgs.push(arg);
  }
  const issuerPort = env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER).port : '';
  const oidcPort = env.OIDC_PORT ? portOf(env.OIDC_PORT, 'OIDC_PORT') : issuerPort ? portOf(issuerPort, 'the port of OIDC_ISSUER') : undefined;
  const mockPort = env.MOCK_SERVER_PORT ? portOf(env.MOCK_SERVER_PORT, 'MOCK_SERVER_PORT') : undefined;
  const wanted = (port, fallback) => ({ port: port ?? fallback, explicit: port !== undefined });
  return {
    shared,
    viteArgs,
    ports: {
      app: wanted(appPort, DEFAULT_PORTS.app),
      oidc: wanted(oidcPort, DEFAULT_PORTS.oidc),
      ...(shared ? { mock: wanted(mockPort, DEFAULT_PORTS.mock) } : {}),
    },
  };
}

/** The message when a port is taken: which server, which port, and how to choose another. */
export function portTakenMessage(server, port, suggestion) {
  const { name, variable, choose } = SERVERS[server];
  return [
    `npm start: port ${port} is in use by another program, so ${name} cannot start there${variable ? ` (${variable}=${port})` : ` (--port ${port})`}.`,
    `  Stop that program, or choose another port${suggestion ? `, e.g.: ${choose(suggestion)}` : `: ${choose('<port>')}`}`,
  ].join('\n');
}

/**
 * The port of each server. A free port is used as it is. A taken port that was asked for explicitly stops
 * `npm start` with a message naming the variable (and a free port to try); a taken default port moves to
 * the next free one, with a note saying so.
 */
export async function resolvePorts(wantedPorts, isFree) {
  const chosen = {};
  const notes = [];
  const used = new Set();
  const available = async (port) => port <= 65535 && !used.has(port) && (await isFree(port));
  const nextFree = async (from) => {
    for (let port = from + 1; port <= from + PORT_SEARCH; port += 1) if (await available(port)) return port;
    return undefined;
  };
  for (const [server, { port, explicit }] of Object.entries(wantedPorts)) {
    if (await available(port)) {
      chosen[server] = port;
    } else {
      const free = await nextFree(port);
      if (explicit || free === undefined) throw new StartError(portTakenMessage(server, port, free));
      chosen[server] = free;
      const { name, variable } = SERVERS[server];
      notes.push(`Port ${port} is in use: ${name} runs on ${free} instead${variable ? ` (${variable} chooses)` : ' (--port chooses)'}.`);
    }
    used.add(chosen[server]);
  }
  return { ports: chosen, notes };
}

/**
 * Everything the servers are started with, from the chosen ports: their environments, the studio's
 * runtime config (served by Vite from STUDIO_RUNTIME_CONFIG) and the URLs the readiness checks expect.
 */
export function startPlan({ shared, viteArgs }, ports, env) {
  const appUrl = `http://localhost:${ports.app}`;
  const appOrigins = [appUrl, `http://127.0.0.1:${ports.app}`];
  const issuer = (env.OIDC_ISSUER || `http://${env.OIDC_HOST ? urlHost(env.OIDC_HOST) : 'localhost'}:${ports.oidc}`).replace(/\/+$/, '');
  const list = (value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const union = (...lists) => [...new Set(lists.flat())].join(',');
  const mockHost = env.MOCK_SERVER_HOST || '127.0.0.1';
  const mockUrl = shared ? `http://${urlHost(mockHost)}:${ports.mock}` : undefined;

  const runtimeConfig = {
    apiBaseUrl: mockUrl ?? '',
    idp: 'zitadel',
    oidcAuthority: issuer,
    oidcClientId: env.OIDC_CLIENT_ID || 'studio-local',
    accountSettingsUrl: `${issuer}/ui/console/users/me`,
    environment: 'local',
    apiMode: shared ? 'server' : 'msw',
    ...(mockUrl ? { mockControlUrl: mockUrl } : {}),
    // A configuration given explicitly wins (README "Modes").
    ...(env.STUDIO_RUNTIME_CONFIG ? JSON.parse(env.STUDIO_RUNTIME_CONFIG) : {}),
  };

  return {
    shared,
    appUrl,
    issuer,
    mockUrl,
    runtimeConfig,
    oidc: {
      env: {
        OIDC_PORT: String(ports.oidc),
        OIDC_ISSUER: issuer,
        // The studio's origins, wherever it runs (and `npm run preview`'s, as the provider's defaults have them).
        OIDC_REDIRECT_ORIGINS: union(appOrigins, list(env.OIDC_REDIRECT_ORIGINS ?? 'http://localhost:4173,http://127.0.0.1:4173')),
      },
    },
    vite: {
      args: ['--mode', 'msw', '--clearScreen', 'false', '--port', String(ports.app), ...viteArgs],
      env: { STUDIO_RUNTIME_CONFIG: JSON.stringify(runtimeConfig) },
    },
    ...(shared
      ? {
          mock: {
            env: {
              MOCK_SERVER_PORT: String(ports.mock),
              MOCK_SERVER_HOST: mockHost,
              MOCK_TRUSTED_ISSUERS: union([issuer], list(env.MOCK_TRUSTED_ISSUERS)),
              MOCK_ALLOWED_ORIGINS: union(appOrigins, list(env.MOCK_ALLOWED_ORIGINS)),
            },
          },
        }
      : {}),
  };
}
