/**
 * Sends the kit's requests: the authorization matrix (every check of matrix.ts on every operation) and the
 * generated valid/invalid requests (generated-requests.ts), and judges what comes back.
 */
import type { OperationAccess } from '../../src/generated/access';
import type { BodyMaker } from './bodies';
import type { OperationEntry } from './contract';
import { fill, pathParams, type IdDiscovery } from './discovery';
import {
  describeRequest,
  INVALID_PER_OPERATION,
  sendGenerated,
  VALID_PER_OPERATION,
  type Answer,
  type GeneratedRequest,
  type RequestGenerator,
} from './generated-requests';
import { CHECKS, expectationsFor, judge, type CheckDefinition, type Expectation, type TokenName } from './matrix';
import type { CheckResult, GeneratedResult } from './report';
import { TOKEN_VARIABLES, type Callers } from './tokens';

/** How often a generated body the contract's schema refuses is generated anew. */
const REGENERATE = 5;

export type KitOperation = OperationAccess & { entry: OperationEntry };

/** A pattern-valid id no backend has: the checks before the resource step must answer first. */
export const PLACEHOLDER_ID = 'verify_missing_id';
/** Breaks the Id pattern (`^[A-Za-z0-9_-]+$`): a space (sent as %20). */
export const MALFORMED_ID = 'bad id';
/** The id nobody has, for a parameter whose pattern takes only digits (a revision). */
export const PLACEHOLDER_NUMBER = '999999999';

/** A well-formed id that names nothing: PLACEHOLDER_ID cut to the limit, or PLACEHOLDER_NUMBER where the pattern takes only that. */
export function placeholderFor(limits: { pattern: string | null; maxLength: number | null } | undefined): string {
  const id = PLACEHOLDER_ID.slice(0, limits?.maxLength ?? PLACEHOLDER_ID.length);
  if (!limits?.pattern || new RegExp(limits.pattern, 'u').test(id)) return id;
  return PLACEHOLDER_NUMBER;
}

/** Runs `work` over `items`, `concurrency` at a time, keeping the order of the results. */
export async function pool<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** Writes that remove rows go last, the deepest first: a backend that wrongly obeys them loses nothing the other checks need. */
export function removalsLast<T>(items: readonly T[], methodOf: (item: T) => string, pathOf: (item: T) => string): T[] {
  const depth = (item: T) => pathOf(item).split('/').length;
  const keep = items.filter((item) => methodOf(item) !== 'DELETE');
  const removals = items.filter((item) => methodOf(item) === 'DELETE').sort((a, b) => depth(b) - depth(a));
  return [...keep, ...removals];
}

function describeAnswer(answer: Answer): string {
  const www = answer.headers.get('www-authenticate');
  const violations = answer.violations ? ` sl-violations: ${answer.violations.slice(0, 300)}` : '';
  return `${answer.status}${www ? ` (WWW-Authenticate: ${www})` : ''} ${answer.text.replace(/\s+/g, ' ').slice(0, 300)}${violations}`;
}

/** A body the contract accepts (bodies.ts) and the required query parameters, per operation. */
export async function requestParts(bodies: BodyMaker, entry: OperationEntry, generator: RequestGenerator): Promise<RequestParts> {
  const { body, multipart, files } = await bodies.valid(entry);
  const query = new URLSearchParams();
  for (const param of entry.params.filter((p) => p.in === 'query' && p.required)) {
    query.set(param.name, String(await generator.sample(param.schema ?? { type: 'string' })));
  }
  return { body, multipart, files, query };
}

export type RequestParts = Pick<GeneratedRequest, 'body' | 'multipart' | 'files' | 'query'>;

export interface MatrixContext {
  operations: readonly KitOperation[];
  parts: Map<string, RequestParts>;
  callers: Callers;
  proxyUrl: string;
  baseUrl: string;
  /** Org B's ids (null: no org B token or tenant). */
  orgB: IdDiscovery | null;
  /** Org A's ids: none may show in org B's answers. */
  foreignIds: ReadonlySet<string>;
  /** Failures already known of this backend (`<operationId> <check>` → why): reported as `gap`, not counted. */
  knownGaps?: ReadonlyMap<string, string>;
  concurrency: number;
  checks?: readonly CheckDefinition[];
}

interface Task {
  op: KitOperation;
  check: CheckDefinition;
  expectation: Expectation;
}

const TOKEN_LABEL: Record<TokenName, string> = {
  orgA: "org A's token",
  orgB: "org B's token",
  noRole: "the no-role user's token",
  agentEditor: "org A's agent_editor's token",
  idToken: 'the ID token',
  otherAudience: 'the other-audience token',
};

async function runCheck({ op, check, expectation }: Task, ctx: MatrixContext): Promise<CheckResult> {
  const result = (outcome: CheckResult['outcome'], extra: Partial<CheckResult> = {}): CheckResult => ({
    operationId: op.operationId,
    check: check.id,
    outcome,
    ...extra,
  });
  if (expectation.kind === 'na') return result('na', { why: expectation.why });
  const { callers } = ctx;
  const token = check.token ? callers.tokens[check.token] : undefined;
  if (check.token && !token) return result('na', { why: `no ${TOKEN_VARIABLES[check.token].variable}` });

  const params = pathParams(op.path);
  const values: Record<string, string> = {};
  for (const name of params) values[name] = placeholderFor(op.pathParams[name]);
  if (check.id === 'badId') values[params.at(-1)!] = MALFORMED_ID;
  if (check.id === 'otherIds' || check.id === 'leak') {
    if (!ctx.orgB) return result('na', { why: `no ${TOKEN_VARIABLES.orgB.variable} or VERIFY_TENANT_B` });
    if (check.id === 'leak' && !ctx.foreignIds.size) return result('na', { why: 'no ids of org A found' });
    const resolved = await ctx.orgB.resolve(op.path);
    if ('missing' in resolved) return result('na', { why: `no ${resolved.missing} found in org B` });
    Object.assign(values, resolved.values);
  }

  const headers: Record<string, string> = { idp: callers.idp, 'aiw-tenant-id': check.id === 'leak' ? callers.tenantB! : callers.tenantA };
  if (check.id === 'noTenant') delete headers['aiw-tenant-id'];
  if (token) headers.authorization = `${check.id === 'lowercaseScheme' ? 'bearer' : 'Bearer'} ${token}`;
  const request: GeneratedRequest = { method: op.method, path: fill(op.path, values), ...ctx.parts.get(op.operationId)! };
  const base = check.via === 'direct' ? ctx.baseUrl : ctx.proxyUrl;
  let answer: Answer;
  const sent =
    `${describeRequest(request)} — ${check.via === 'direct' ? 'sent directly' : 'through Prism'}` +
    `; Authorization: ${token ? `${check.id === 'lowercaseScheme' ? 'bearer' : 'Bearer'} <${TOKEN_LABEL[check.token!]}>` : 'none'}` +
    `; aiw-tenant-id: ${headers['aiw-tenant-id'] ?? 'none'}`;
  try {
    answer = await sendGenerated(base, request, headers);
  } catch (error) {
    return result('fail', { why: `no answer: ${(error as Error).message}`, request: sent, answer: '-' });
  }
  const verdict = judge(op, expectation, check.via === 'direct' ? { ...answer, refusedByContract: false, violations: null } : answer, ctx.foreignIds);
  if (verdict.ok) return result('pass');
  const gap = ctx.knownGaps?.get(`${op.operationId} ${check.id}`);
  return result(gap ? 'gap' : 'fail', { why: gap ? `${verdict.why} — known gap: ${gap}` : verdict.why, request: sent, answer: describeAnswer(answer) });
}

/** Every check on every operation; writes under another organization's ids that remove rows go last, one at a time. */
export async function runMatrix(ctx: MatrixContext): Promise<CheckResult[]> {
  const checks = ctx.checks ?? CHECKS;
  const tasks: Task[] = ctx.operations.flatMap((op) => {
    const expected = expectationsFor(op);
    return checks.map((check) => ({ op, check, expectation: expected[check.id] }));
  });
  const isLate = (t: Task) => t.check.id === 'otherIds' && t.op.method === 'DELETE';
  const late = removalsLast(
    tasks.filter(isLate),
    (t) => t.op.method,
    (t) => t.op.path,
  );
  const results = await pool(
    tasks.filter((t) => !isLate(t)),
    ctx.concurrency,
    (t) => runCheck(t, ctx),
  );
  for (const task of late) results.push(await runCheck(task, ctx));
  // In the operations' order, each operation's checks in the columns' order.
  const order = new Map(tasks.map((t, i) => [`${t.op.operationId} ${t.check.id}`, i]));
  return results.sort((a, b) => order.get(`${a.operationId} ${a.check}`)! - order.get(`${b.operationId} ${b.check}`)!);
}

export interface GeneratedContext {
  operations: readonly KitOperation[];
  generator: RequestGenerator;
  bodies: BodyMaker;
  callers: Callers;
  proxyUrl: string;
  baseUrl: string;
}

/** What an invalid variant must get: 401 without a token, else 400 (see the legend in main.ts). */
export function invalidExpectation(op: Pick<OperationAccess, 'editPermission'>, request: Pick<GeneratedRequest, 'anonymous' | 'unknownIds'>): Expectation {
  if (request.anonymous) return { kind: 'refused', answers: [{ status: 401 }], wwwAuthenticate: 'scheme' };
  return {
    kind: 'refused',
    answers: [
      { status: 400 },
      // Checked before the body: org A's user does not hold the workflow's edit permission.
      ...(op.editPermission ? [{ status: 403, reason: 'EDIT_PERMISSION_REQUIRED' as const }] : []),
      // A generated path id: the resource may be missing, and its parent's 404 may come first.
      ...(request.unknownIds ? [{ status: 404 }] : []),
    ],
  };
}

/**
 * Per operation: VALID_PER_OPERATION valid requests through Prism (never a 5xx, never a violation; any
 * declared 4xx is fine) and INVALID_PER_OPERATION invalid ones sent directly (Prism would refuse them
 * itself), built on known rows: refused as the contract says.
 */
export async function runGenerated(ctx: GeneratedContext): Promise<GeneratedResult[]> {
  const { callers, generator } = ctx;
  const headers = { idp: callers.idp, 'aiw-tenant-id': callers.tenantA, authorization: `Bearer ${callers.tokens.orgA!}` };
  const results: GeneratedResult[] = [];
  for (const op of removalsLast(
    ctx.operations,
    (o) => o.method,
    (o) => o.path,
  )) {
    const result: GeneratedResult = { operationId: op.operationId, valid: 0, invalid: 0, failures: [] };
    const fail = (why: string, request: GeneratedRequest, answer: Answer | string) =>
      result.failures.push({ why, request: describeRequest(request), answer: typeof answer === 'string' ? answer : describeAnswer(answer) });
    for (let i = 0; i < VALID_PER_OPERATION; i++) {
      // json-schema-faker now and then breaks a schema (a null where none is allowed): such a body is generated anew.
      let request = await generator.validRequest(op.entry);
      for (let again = 0; again < REGENERATE && request.body !== undefined && ctx.bodies.problem(op.entry, request.body); again++)
        request = await generator.validRequest(op.entry);
      result.valid++;
      try {
        const answer = await sendGenerated(ctx.proxyUrl, request, headers);
        if (answer.refusedByContract || answer.violations)
          fail(`valid request: ${answer.refusedByContract && answer.status < 500 ? 'Prism refused it' : 'the answer breaks the contract'}`, request, answer);
        else if (answer.status >= 500) fail(`valid request answered ${answer.status}`, request, answer);
      } catch (error) {
        fail(`valid request: no answer (${(error as Error).message})`, request, '-');
      }
      if (i >= INVALID_PER_OPERATION) continue;
      const invalid = generator.invalidVariant(await generator.validRequest(op.entry, { knownOnly: true }), op.entry, i);
      result.invalid++;
      try {
        const answer = await sendGenerated(ctx.baseUrl, invalid, headers);
        const verdict = judge(op, invalidExpectation(op, invalid), answer);
        if (!verdict.ok) fail(`invalid request (${invalid.defect}): ${verdict.why}`, invalid, answer);
      } catch (error) {
        fail(`invalid request (${invalid.defect}): no answer (${(error as Error).message})`, invalid, '-');
      }
    }
    results.push(result);
  }
  const order = new Map(ctx.operations.map((op, i) => [op.operationId, i]));
  return results.sort((a, b) => order.get(a.operationId)! - order.get(b.operationId)!);
}
