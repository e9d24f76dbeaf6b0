/**
 * The authorization matrix: which checks apply to an operation and what its answer must be, read from
 * the operation's access statement (x-studio-access, as scripts/access-table.mjs lists it), and the
 * judging of an answer. Pure: no network (the runner is in run-matrix.ts).
 *
 * The contract's order (openapi.yaml, "Who may call what"): the access token (401) → the declared headers
 * and path ids (400) → the organization and the role (403 TENANT_FORBIDDEN / ROLE_FORBIDDEN) → the edit
 * permission (403 EDIT_PERMISSION_REQUIRED) → the body (400) → the resource (404). Each check sends a
 * request that is right in everything before the step it tests.
 */
import type { OperationAccess } from '../../src/generated/access';
import type { ErrorReason } from '../../src/generated/model';

export type CheckId =
  'noToken' | 'wrongAudience' | 'idToken' | 'lowercaseScheme' | 'noRole' | 'otherTenant' | 'adminOnly' | 'noTenant' | 'badId' | 'otherIds' | 'leak';

/** Who sends the request: a token of the kit's set (none: no Authorization header). */
export type TokenName = 'orgA' | 'orgB' | 'noRole' | 'agentEditor' | 'idToken' | 'otherAudience';

export interface CheckDefinition {
  id: CheckId;
  /** The table's column header. */
  column: string;
  /** What is sent and what must come back, for the legend. */
  title: string;
  /** `direct`: to the backend itself (Prism would refuse the request first); `proxy`: through `prism proxy --errors`. */
  via: 'direct' | 'proxy';
  token: TokenName | null;
}

export const CHECKS: readonly CheckDefinition[] = [
  { id: 'noToken', column: 'no token', title: 'no Authorization header → 401, WWW-Authenticate: Bearer', via: 'direct', token: null },
  {
    id: 'wrongAudience',
    column: 'other aud',
    title: 'an access token for another audience → 401, WWW-Authenticate: Bearer error="invalid_token"',
    via: 'proxy',
    token: 'otherAudience',
  },
  { id: 'idToken', column: 'ID token', title: 'an ID token as the bearer → 401, error="invalid_token"', via: 'proxy', token: 'idToken' },
  { id: 'lowercaseScheme', column: 'bearer', title: "org A's valid token with the scheme in lower case (`bearer …`) → not 401", via: 'direct', token: 'orgA' },
  {
    id: 'noRole',
    column: 'no role',
    title: 'a user with no studio role → 403 TENANT_FORBIDDEN (roles: [] operations: not refused)',
    via: 'proxy',
    token: 'noRole',
  },
  { id: 'otherTenant', column: 'other tenant', title: "org B's user naming org A in aiw-tenant-id → 403 TENANT_FORBIDDEN", via: 'proxy', token: 'orgB' },
  {
    id: 'adminOnly',
    column: 'admin only',
    title: 'an agent_editor of org A on an admin-only operation → 403 ROLE_FORBIDDEN',
    via: 'proxy',
    token: 'agentEditor',
  },
  { id: 'noTenant', column: 'no tenant', title: 'no aiw-tenant-id header → 400', via: 'direct', token: 'orgA' },
  { id: 'badId', column: 'bad id', title: 'a path id that breaks the Id pattern → 400', via: 'direct', token: 'orgA' },
  { id: 'otherIds', column: "B's ids", title: "org A's user and tenant with org B's path ids → 404 (never the data)", via: 'proxy', token: 'orgA' },
  {
    id: 'leak',
    column: "A's data",
    title: "org B's user reading org B's rows (every GET, org B's ids) → no id of org A anywhere in the answer",
    via: 'proxy',
    token: 'orgB',
  },
];

/** An allowed answer of a refusal: the status and, for a 403, the reason. */
export interface Refusal {
  status: number;
  reason?: ErrorReason;
}

export type Expectation =
  | { kind: 'refused'; answers: readonly Refusal[]; wwwAuthenticate?: 'scheme' | 'invalid_token' }
  /** The call gets past authorization: not 401, not 403 TENANT_FORBIDDEN/ROLE_FORBIDDEN, not 5xx. */
  | { kind: 'accepted' }
  /** A read of the caller's own organization: no id of the other organization in the answer (and no 5xx). */
  | { kind: 'noLeak' }
  | { kind: 'na'; why: string };

const isAdminOnly = (op: OperationAccess) => op.roles.includes('admin') && !op.roles.includes('agent_editor');

/** What each check expects of this operation (or why it does not apply). */
export function expectationsFor(op: OperationAccess): Record<CheckId, Expectation> {
  const hasPathIds = Object.keys(op.pathParams).length > 0;
  const invalidToken: Expectation = { kind: 'refused', answers: [{ status: 401 }], wwwAuthenticate: 'invalid_token' };
  return {
    noToken: { kind: 'refused', answers: [{ status: 401 }], wwwAuthenticate: 'scheme' },
    wrongAudience: invalidToken,
    idToken: invalidToken,
    lowercaseScheme: { kind: 'accepted' },
    noRole: op.tenant
      ? { kind: 'refused', answers: [{ status: 403, reason: 'TENANT_FORBIDDEN' }] }
      : op.roles.length === 0
        ? { kind: 'accepted' }
        : { kind: 'na', why: 'roles without a tenant check' },
    otherTenant: op.tenant ? { kind: 'refused', answers: [{ status: 403, reason: 'TENANT_FORBIDDEN' }] } : { kind: 'na', why: 'no tenant check (roles: [])' },
    adminOnly:
      op.tenant && isAdminOnly(op)
        ? { kind: 'refused', answers: [{ status: 403, reason: 'ROLE_FORBIDDEN' }] }
        : { kind: 'na', why: op.tenant ? 'agent_editor may call it' : 'no role check (roles: [])' },
    noTenant: 'aiw-tenant-id' in op.headers ? { kind: 'refused', answers: [{ status: 400 }] } : { kind: 'na', why: 'declares no aiw-tenant-id header' },
    badId: hasPathIds ? { kind: 'refused', answers: [{ status: 400 }] } : { kind: 'na', why: 'no path ids' },
    otherIds:
      hasPathIds && op.tenant
        ? {
            kind: 'refused',
            // The edit permission is checked before the resource: a caller never holds it on another organization's workflow.
            answers: op.editPermission ? [{ status: 404 }, { status: 403, reason: 'EDIT_PERMISSION_REQUIRED' }] : [{ status: 404 }],
          }
        : { kind: 'na', why: hasPathIds ? 'no tenant check' : 'no path ids' },
    leak: op.method === 'GET' ? { kind: 'noLeak' } : { kind: 'na', why: 'not a read' },
  };
}

/** The string values of a JSON answer that are ids of the other organization. */
export function foreignIdsIn(json: unknown, foreign: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, depth: number) => {
    if (depth > 20) return;
    if (typeof node === 'string') {
      if (foreign.has(node)) found.add(node);
    } else if (Array.isArray(node)) node.forEach((item) => walk(item, depth + 1));
    else if (node && typeof node === 'object') Object.values(node).forEach((value) => walk(value, depth + 1));
  };
  walk(json, 0);
  return [...found];
}

/** An answer as the judge sees it. */
export interface JudgedAnswer {
  status: number;
  /** Lower-case header names. */
  headers: { get(name: string): string | null };
  json: unknown;
  /** Prism answered itself (problem+json): the request or the backend's answer broke the contract. */
  refusedByContract?: boolean;
  violations?: string | null;
  text?: string;
}

export interface Verdict {
  ok: boolean;
  /** Why it failed, in one line a backend developer can act on. */
  why?: string;
}

/** What is wrong with an error body (the contract's one Error schema: `{ code, message, reason?, details? }`), if anything. */
export function errorBodyProblem(json: unknown): string | undefined {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return 'the body is not the Error object { code, message }';
  const body = json as Record<string, unknown>;
  if (typeof body.code !== 'number' || !Number.isInteger(body.code)) return 'Error.code is missing or not an integer';
  if (typeof body.message !== 'string') return 'Error.message is missing or not a string';
  if (body.reason !== undefined && !['TENANT_FORBIDDEN', 'ROLE_FORBIDDEN', 'EDIT_PERMISSION_REQUIRED', 'IP_FORBIDDEN'].includes(String(body.reason)))
    return `Error.reason '${String(body.reason)}' is not an ErrorReason`;
  return undefined;
}

const reasonOf = (json: unknown) => (json && typeof json === 'object' ? (json as { reason?: unknown }).reason : undefined);

function describeRefusals(answers: readonly Refusal[]): string {
  return answers.map((a) => (a.reason ? `${a.status} ${a.reason}` : String(a.status))).join(' or ');
}

/**
 * Judges one answer against the expectation, the statuses the operation declares and the Error shape;
 * `foreignIds`: the other organization's ids (for `noLeak`).
 */
export function judge(
  op: Pick<OperationAccess, 'operationId' | 'statuses'>,
  expectation: Expectation,
  answer: JudgedAnswer,
  foreignIds: ReadonlySet<string> = new Set(),
): Verdict {
  if (expectation.kind === 'na') return { ok: true };
  if (answer.refusedByContract || answer.violations) {
    return { ok: false, why: `the answer breaks the contract (Prism): ${answer.violations ?? answer.text?.slice(0, 300) ?? answer.status}` };
  }
  const got = answer.status;
  const reason = reasonOf(answer.json);
  const gotText = `${got}${reason ? ` ${String(reason)}` : ''}`;
  if (expectation.kind === 'accepted') {
    if (got === 401) return { ok: false, why: `refused as unauthenticated (401): the token is valid` };
    if (got === 403 && (reason === 'TENANT_FORBIDDEN' || reason === 'ROLE_FORBIDDEN'))
      return { ok: false, why: `refused with 403 ${reason}: this caller may call ${op.operationId}` };
    if (got >= 500) return { ok: false, why: `answered ${got}` };
  } else if (expectation.kind === 'noLeak') {
    if (got >= 500) return { ok: false, why: `answered ${got}` };
    const leaked = foreignIdsIn(answer.json, foreignIds);
    if (leaked.length) return { ok: false, why: `the answer shows the other organization's ${leaked.slice(0, 3).join(', ')}` };
  } else {
    const match = expectation.answers.find((a) => a.status === got && (!a.reason || a.reason === reason));
    if (!match) return { ok: false, why: `expected ${describeRefusals(expectation.answers)}, got ${gotText}` };
  }
  if (!op.statuses.includes(String(got))) return { ok: false, why: `${got} is not a status ${op.operationId} declares (${op.statuses.join(', ')})` };
  if (got >= 400) {
    const problem = errorBodyProblem(answer.json);
    if (problem) return { ok: false, why: `${got}: ${problem}` };
  }
  if (expectation.kind === 'refused' && expectation.wwwAuthenticate) {
    const header = answer.headers.get('www-authenticate');
    if (!header || !/^bearer\b/i.test(header)) return { ok: false, why: `401 without 'WWW-Authenticate: Bearer…' (got ${header ?? 'none'})` };
    if (expectation.wwwAuthenticate === 'invalid_token' && !/error="?invalid_token"?/i.test(header)) {
      return { ok: false, why: `the token sent was refused, but WWW-Authenticate does not say error="invalid_token" (got '${header}')` };
    }
  }
  return { ok: true };
}
