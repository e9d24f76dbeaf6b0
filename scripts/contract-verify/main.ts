/**
 * `npm run contract:verify -- [--base-url URL] [options]`: the conformance kit. Checks a backend against the
 * contract through `prism proxy --errors`: an authorization matrix per operation (matrix.ts) and requests
 * generated from the contract's schemas (generated-requests.ts); prints a table per operation and the
 * totals, and exits non-zero on any failure. Without --base-url it checks the mock backend, with tokens of
 * the local OpenID Provider (both started here). README: "For the backend team: contract:verify".
 */
import { execFileSync } from 'node:child_process';
import { operationsWithAccess } from '../access-table.mjs';
import { bodyMaker } from './bodies';
import { BUNDLED_CONTRACT, loadContract, operationEntries } from './contract';
import { IdDiscovery, pathParams, prefixThrough } from './discovery';
import { DEFAULT_SEED, INVALID_PER_OPERATION, requestGenerator, VALID_PER_OPERATION } from './generated-requests';
import { CHECKS } from './matrix';
import { mockGaps } from './mock-gaps';
import { failureLines, operationTable, totals, totalsLines, type Column, type GeneratedResult } from './report';
import { requestParts, runGenerated, runMatrix, type KitOperation } from './run';
import { startLocalBackend, startPrism, type LocalBackend, type Running } from './servers';
import { callersFromEnvironment, callersFromLocalProvider, describeTokens, TENANT_VARIABLES, TOKEN_VARIABLES, type Callers } from './tokens';

const HELP = `npm run contract:verify -- [options]

Checks a backend against the contract (openapi/) through \`prism proxy --errors\`: an authorization matrix
per operation and requests generated from the contract's schemas. Exits 1 on any failure.

  --base-url URL          the backend to check (default: start the mock backend and the local OpenID
                          Provider here, and check that)
  --local-provider [URL]  take the tokens from the local OpenID Provider at URL (npm run oidc:server;
                          the backend must trust it), instead of the environment variables below
  --only ID,ID            only these operations (operationIds)
  --skip-zitadel          leave out ZITADEL's calls (/auth/v1, /oidc/v1): a product backend does not serve them
  --no-generated          the authorization matrix only
  --seed N                the generator's seed (default ${DEFAULT_SEED}, or CONTRACT_PROPERTY_SEED)
  --concurrency N         matrix requests in flight (default 4)
  --failures N            how many failures to print in full (default 20)
  --verbose               say where each id of org A and org B came from

Tokens (with --base-url and no --local-provider), as environment variables:
${[...Object.values(TOKEN_VARIABLES), ...Object.values(TENANT_VARIABLES)].map(({ variable, what }) => `  ${variable.padEnd(28)}${what}`).join('\n')}
${TOKEN_VARIABLES.orgA.variable} and ${TENANT_VARIABLES.tenantA.variable} are required; a check whose token is missing is n/a.
The kit writes: it creates, changes and deletes rows in org A (and creates rows in org B where it finds
none to test with). Run it against a test deployment, never production.`;

interface Options {
  baseUrl?: string;
  localProvider?: string | true;
  only?: Set<string>;
  skipZitadel: boolean;
  generated: boolean;
  seed: number;
  concurrency: number;
  failures: number;
  verbose: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    skipZitadel: false,
    generated: true,
    seed: Number(process.env.CONTRACT_PROPERTY_SEED ?? DEFAULT_SEED),
    concurrency: 4,
    failures: 20,
    verbose: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || (inline === undefined && next.startsWith('--'))) throw new Error(`${flag} needs a value`);
      return next;
    };
    const number = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      return n;
    };
    switch (flag) {
      case '--base-url':
        options.baseUrl = value().replace(/\/+$/, '');
        break;
      case '--local-provider':
        options.localProvider = inline ?? (argv[i + 1] && !argv[i + 1]!.startsWith('--') ? argv[++i]! : true);
        break;
      case '--only':
        options.only = new Set(
          value()
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
        break;
      case '--skip-zitadel':
        options.skipZitadel = true;
        break;
      case '--no-generated':
        options.generated = false;
        break;
      case '--seed':
        options.seed = number();
        break;
      case '--concurrency':
        options.concurrency = Math.max(1, number());
        break;
      case '--failures':
        options.failures = number();
        break;
      case '--verbose':
        options.verbose = true;
        break;
      case '--help':
      case '-h':
        console.log(HELP);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${arg} (--help lists them)`);
    }
  }
  if (options.localProvider === true && options.baseUrl) throw new Error('--local-provider needs the provider URL the backend at --base-url trusts');
  return options;
}

const ZITADEL_PATHS = /^\/(auth|oidc)\/v1\//;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  execFileSync(process.execPath, ['scripts/bundle-openapi.mjs', '--quiet'], { stdio: 'inherit' });
  const spec = loadContract();
  const entries = new Map(operationEntries(spec).map((entry) => [entry.op.operationId, entry]));
  // Every operation helps find ids; the checks run on the chosen ones.
  const all: KitOperation[] = operationsWithAccess(BUNDLED_CONTRACT).map((op) => ({ ...op, entry: entries.get(op.operationId)! }));
  const operations = all.filter((op) => (!options.only || options.only.has(op.operationId)) && (!options.skipZitadel || !ZITADEL_PATHS.test(op.path)));
  const unknown = [...(options.only ?? [])].filter((id) => !entries.has(id));
  if (unknown.length) throw new Error(`--only names no operation of the contract: ${unknown.join(', ')}`);

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  const interrupted = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    let local: LocalBackend | undefined;
    let baseUrl = options.baseUrl;
    let issuer = typeof options.localProvider === 'string' ? options.localProvider.replace(/\/+$/, '') : undefined;
    if (!baseUrl) {
      local = await startLocalBackend();
      stops.push(local.stop);
      baseUrl = local.baseUrl;
      issuer = local.issuer;
    }
    // Prism and the tokens side by side; whatever started is stopped even when the other failed.
    const [prismStart, callersStart] = await Promise.allSettled([
      startPrism(baseUrl).then((running) => {
        stops.push(running.stop);
        return running;
      }),
      issuer ? callersFromLocalProvider(issuer) : Promise.resolve().then(() => callersFromEnvironment()),
    ]);
    if (prismStart.status === 'rejected') throw prismStart.reason;
    if (callersStart.status === 'rejected') throw callersStart.reason;
    const prism: Running = prismStart.value;
    const callers: Callers = callersStart.value;
    console.log(`contract:verify: ${baseUrl}${local ? ' (the mock backend, started here)' : ''} through prism proxy --errors at ${prism.url}`);
    console.log(`callers: ${callers.source}; org A ${callers.tenantA}, org B ${callers.tenantB ?? '(not set)'}`);
    for (const line of describeTokens(callers)) console.log(line);
    console.log(`ready in ${seconds(started)}`);

    const log = options.verbose ? (line: string) => console.log(line) : undefined;
    const bodies = bodyMaker(spec, options.seed);
    const headersOf = (token: string, tenant: string) => ({ idp: callers.idp, 'aiw-tenant-id': tenant, authorization: `Bearer ${token}` });
    const orgA = new IdDiscovery({ spec, operations: all, baseUrl, bodies, create: false, log, headers: headersOf(callers.tokens.orgA!, callers.tenantA) });
    const orgB =
      callers.tokens.orgB && callers.tenantB
        ? new IdDiscovery({ spec, operations: all, baseUrl, bodies, create: true, log, headers: headersOf(callers.tokens.orgB, callers.tenantB) })
        : null;
    // The generated requests reach org A's rows 2 times in 3.
    const generator = requestGenerator(spec, {
      seed: options.seed,
      knownIds: (template, param) => {
        const id = orgA.known(prefixThrough(template, param));
        return id ? [id] : undefined;
      },
    });

    // The ids first, before anything is written (each kind once, in the operations' order): org A's (the
    // generated requests' rows, and what org B must never see), org B's; then the matrix, then the generated requests.
    const phase = Date.now();
    log?.("org A's ids:");
    for (const op of all) if (pathParams(op.path).length && op.tenant) await orgA.resolve(op.path);
    if (orgB) {
      log?.("org B's ids:");
      for (const op of operations) if (pathParams(op.path).length && op.tenant) await orgB.resolve(op.path);
    }
    const parts = new Map<string, Awaited<ReturnType<typeof requestParts>>>();
    for (const op of operations) parts.set(op.operationId, await requestParts(bodies, op.entry, generator));
    const knownGaps = local ? mockGaps() : undefined;
    const checks = await runMatrix({
      operations,
      parts,
      callers,
      proxyUrl: prism.url,
      baseUrl,
      orgB,
      foreignIds: orgA.allKnown(),
      knownGaps,
      concurrency: options.concurrency,
    });
    for (const key of knownGaps?.keys() ?? []) {
      const [operationId, check] = key.split(' ');
      if (checks.some((r) => r.operationId === operationId && r.check === check && r.outcome === 'pass')) {
        console.log(`note: the known gap ${key} of the mock passes now: remove it from scripts/contract-verify/mock-gaps.ts`);
      }
    }
    console.log(`authorization matrix done in ${seconds(phase)}`);

    let generated: GeneratedResult[] | null = null;
    if (options.generated) {
      const at = Date.now();
      generated = await runGenerated({ operations, generator, bodies, callers, proxyUrl: prism.url, baseUrl });
      console.log(`generated requests done in ${seconds(at)}`);
    }

    const columns: Column[] = CHECKS.map((c) => ({ id: c.id, header: c.column }));
    console.log(
      `\n${operationTable(
        operations.map((op) => op.operationId),
        columns,
        checks,
        generated,
      )}\n`,
    );
    console.log('Checks:');
    for (const check of CHECKS)
      console.log(`  ${check.column.padEnd(13)}${check.title}${check.via === 'direct' ? ' (sent directly: Prism would refuse the request itself)' : ''}`);
    if (generated) {
      console.log(
        `  ${'generated'.padEnd(13)}${VALID_PER_OPERATION} valid requests through Prism (no 5xx, no violation) and ${INVALID_PER_OPERATION} invalid ones sent directly\n` +
          `  ${''.padEnd(13)}(401 without a token, else 400; also 403 EDIT_PERMISSION_REQUIRED where the operation needs it, 404 where a path id was generated)`,
      );
    }
    const notApplicable = checks.filter((r) => r.outcome === 'na' && /^no (VERIFY_|ids of org A|\w+ found in org B)/.test(r.why ?? '')).map((r) => r.why!);
    const reasons = [...new Set(notApplicable)].map((why) => `${why} (${notApplicable.filter((w) => w === why).length})`);
    if (reasons.length) console.log(`Not checked for want of a caller or a row: ${reasons.join('; ')}`);

    const t = totals(checks, generated);
    const failures = failureLines(checks, generated, columns, options.failures);
    if (failures.length) console.log(`\n${failures.join('\n')}`);
    console.log('');
    for (const line of totalsLines(t, options.generated ? options.seed : undefined)) console.log(line);
    const failed = t.matrix.failed + (t.generated?.failed ?? 0);
    console.log(`contract:verify ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`);
    return failed ? 1 : 0;
  } finally {
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`contract:verify: ${(error as Error).message ?? String(error)}`);
    process.exit(2);
  },
);
