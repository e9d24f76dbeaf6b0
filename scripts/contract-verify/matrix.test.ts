/**
 * The authorization matrix's expectations, read from the generated access table (every operation of the
 * contract), and the judging of answers.
 */
import { describe, expect, it } from 'vitest';
import { OPERATION_ACCESS, type OperationAccess } from '../../src/generated/access';
import { CHECKS, errorBodyProblem, expectationsFor, foreignIdsIn, judge, type Expectation, type JudgedAnswer } from './matrix';
import { invalidExpectation, removalsLast } from './run';

const op = (id: string): OperationAccess => {
  const found = OPERATION_ACCESS.find((o) => o.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

const answer = (status: number, json: unknown, headers: Record<string, string> = {}, extra: Partial<JudgedAnswer> = {}): JudgedAnswer => ({
  status,
  json,
  headers: new Headers(headers),
  ...extra,
});

describe('matrix expectations from the access table', () => {
  const all = OPERATION_ACCESS.map((o) => [o.operationId, o] as const);

  it.each(all)('%s: every token check applies', (_id, o) => {
    const e = expectationsFor(o);
    expect(e.noToken).toEqual({ kind: 'refused', answers: [{ status: 401 }], wwwAuthenticate: 'scheme' });
    expect(e.wrongAudience).toEqual({ kind: 'refused', answers: [{ status: 401 }], wwwAuthenticate: 'invalid_token' });
    expect(e.idToken).toEqual(e.wrongAudience);
    expect(e.lowercaseScheme).toEqual({ kind: 'accepted' });
  });

  it('every product operation is tenant-checked; the four gate calls (roles: []) take any valid token', () => {
    const open = OPERATION_ACCESS.filter((o) => !o.tenant).map((o) => o.operationId);
    expect(open.sort()).toEqual(['checkIpRestriction', 'getMyUser', 'getUserInfo', 'listMyProjectOrgs']);
    for (const id of open) {
      const e = expectationsFor(op(id));
      expect(e.noRole, id).toEqual({ kind: 'accepted' });
      expect(e.otherTenant.kind, id).toBe('na');
      expect(e.adminOnly.kind, id).toBe('na');
      expect(e.otherIds.kind, id).toBe('na');
    }
    for (const o of OPERATION_ACCESS.filter((x) => x.tenant)) {
      const e = expectationsFor(o);
      expect(e.noRole, o.operationId).toEqual({ kind: 'refused', answers: [{ status: 403, reason: 'TENANT_FORBIDDEN' }] });
      expect(e.otherTenant, o.operationId).toEqual(e.noRole);
    }
  });

  it('admin-only: exactly publishing and unpublishing shared custom nodes, ROLE_FORBIDDEN for an agent_editor', () => {
    const adminOnly = OPERATION_ACCESS.filter((o) => expectationsFor(o).adminOnly.kind !== 'na').map((o) => o.operationId);
    expect(adminOnly.sort()).toEqual(['publishSharedCustomNode', 'unpublishSharedCustomNode']);
    expect(expectationsFor(op('publishSharedCustomNode')).adminOnly).toEqual({ kind: 'refused', answers: [{ status: 403, reason: 'ROLE_FORBIDDEN' }] });
    expect(expectationsFor(op('listSharedCustomNodes')).adminOnly).toEqual({ kind: 'na', why: 'agent_editor may call it' });
  });

  it('the tenant header check applies where the header is declared (checkIpRestriction too, not ZITADEL’s calls)', () => {
    expect(expectationsFor(op('checkIpRestriction')).noTenant).toEqual({ kind: 'refused', answers: [{ status: 400 }] });
    expect(expectationsFor(op('getMyUser')).noTenant.kind).toBe('na');
    expect(expectationsFor(op('listProjects')).noTenant).toEqual({ kind: 'refused', answers: [{ status: 400 }] });
  });

  it('path ids: a malformed one is a 400, another organization’s a 404 (or, for edit-permission operations, EDIT_PERMISSION_REQUIRED first)', () => {
    expect(expectationsFor(op('listProjects')).badId.kind).toBe('na');
    expect(expectationsFor(op('listProjects')).otherIds.kind).toBe('na');
    expect(expectationsFor(op('getProject')).badId).toEqual({ kind: 'refused', answers: [{ status: 400 }] });
    expect(expectationsFor(op('getProject')).otherIds).toEqual({ kind: 'refused', answers: [{ status: 404 }] });
    expect(expectationsFor(op('saveWorkflowGraph')).otherIds).toEqual({
      kind: 'refused',
      answers: [{ status: 404 }, { status: 403, reason: 'EDIT_PERMISSION_REQUIRED' }],
    });
  });

  it('reads only are checked for the other organization’s data', () => {
    expect(expectationsFor(op('listProjects')).leak).toEqual({ kind: 'noLeak' });
    expect(expectationsFor(op('deleteProject')).leak).toEqual({ kind: 'na', why: 'not a read' });
  });

  it('every operation declares the statuses its applicable checks expect', () => {
    for (const o of OPERATION_ACCESS) {
      for (const [check, e] of Object.entries(expectationsFor(o))) {
        if (e.kind !== 'refused') continue;
        expect(
          e.answers.some((a) => o.statuses.includes(String(a.status))),
          `${o.operationId} ${check}`,
        ).toBe(true);
      }
    }
  });

  it('one column per check, each with a title', () => {
    expect(CHECKS.map((c) => c.id)).toEqual([
      'noToken',
      'wrongAudience',
      'idToken',
      'lowercaseScheme',
      'noRole',
      'otherTenant',
      'adminOnly',
      'noTenant',
      'badId',
      'otherIds',
      'leak',
    ]);
    expect(new Set(CHECKS.map((c) => c.column)).size).toBe(CHECKS.length);
  });
});

describe('judge', () => {
  const getProject = op('getProject');
  const e = expectationsFor(getProject);

  it('passes the expected refusal with the Error body and, for 401, WWW-Authenticate', () => {
    expect(judge(getProject, e.noToken, answer(401, { code: 401, message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' }))).toEqual({ ok: true });
    expect(judge(getProject, e.idToken, answer(401, { code: 401, message: 'Unauthorized' }, { 'www-authenticate': 'Bearer error="invalid_token"' }))).toEqual({
      ok: true,
    });
    expect(judge(getProject, e.noRole, answer(403, { code: 403, message: 'No role', reason: 'TENANT_FORBIDDEN' }))).toEqual({ ok: true });
  });

  it('fails another status, another reason, a missing header, a body that is not the Error', () => {
    expect(judge(getProject, e.idToken, answer(200, { id: 'prj_1' })).why).toBe('expected 401, got 200');
    expect(judge(getProject, e.noRole, answer(403, { code: 403, message: 'x', reason: 'ROLE_FORBIDDEN' })).why).toBe(
      'expected 403 TENANT_FORBIDDEN, got 403 ROLE_FORBIDDEN',
    );
    expect(judge(getProject, e.noToken, answer(401, { code: 401, message: 'x' })).why).toContain("without 'WWW-Authenticate: Bearer…'");
    expect(judge(getProject, e.idToken, answer(401, { code: 401, message: 'x' }, { 'www-authenticate': 'Bearer' })).why).toContain('error="invalid_token"');
    expect(judge(getProject, e.noTenant, answer(400, 'Bad Request')).why).toBe('400: the body is not the Error object { code, message }');
  });

  it('fails a status the operation does not declare, and a violation Prism reports', () => {
    const listProjects = op('listProjects');
    expect(judge(listProjects, expectationsFor(listProjects).lowercaseScheme, answer(404, { code: 404, message: 'x' })).why).toBe(
      '404 is not a status listProjects declares (200, 400, 401, 403, 429, 500)',
    );
    expect(judge(getProject, e.otherIds, answer(404, { code: 404, message: 'x' }, {}, { violations: '[{"message":"bad"}]' })).why).toContain(
      'breaks the contract',
    );
  });

  it('accepted: anything but a 401, a tenant or role refusal or a 5xx', () => {
    expect(judge(getProject, e.lowercaseScheme, answer(404, { code: 404, message: 'Not Found' }))).toEqual({ ok: true });
    expect(judge(getProject, e.lowercaseScheme, answer(401, { code: 401, message: 'x' })).ok).toBe(false);
    expect(judge(getProject, e.lowercaseScheme, answer(403, { code: 403, message: 'x', reason: 'TENANT_FORBIDDEN' })).ok).toBe(false);
    expect(judge(getProject, e.lowercaseScheme, answer(500, { code: 500, message: 'x' })).ok).toBe(false);
  });

  it('noLeak: fails when a string value of the answer is an id of the other organization', () => {
    const foreign = new Set(['prj_support', 'scn_slack_notify']);
    expect(judge(getProject, e.leak, answer(200, { id: 'prj_beta', items: [{ sharedCustomNodeId: 'scn_slack_notify' }] }), foreign).why).toBe(
      "the answer shows the other organization's scn_slack_notify",
    );
    expect(judge(getProject, e.leak, answer(200, { id: 'prj_beta', note: 'prj_support is not here as a value' }), foreign)).toEqual({ ok: true });
    expect(foreignIdsIn([{ a: ['prj_support'] }, 'prj_support'], foreign)).toEqual(['prj_support']);
  });

  it('not applicable: nothing to judge', () => {
    const na: Expectation = { kind: 'na', why: 'x' };
    expect(judge(getProject, na, answer(200, {}))).toEqual({ ok: true });
  });

  it('the Error body: code and message, a reason of the enum', () => {
    expect(errorBodyProblem({ code: 404, message: 'Not Found' })).toBeUndefined();
    expect(errorBodyProblem({ code: '404', message: 'Not Found' })).toBe('Error.code is missing or not an integer');
    expect(errorBodyProblem({ code: 403, message: 'x', reason: 'NOPE' })).toBe("Error.reason 'NOPE' is not an ErrorReason");
    expect(errorBodyProblem([])).toBe('the body is not the Error object { code, message }');
  });
});

describe('the generated invalid requests', () => {
  it('401 without a token; else 400, with EDIT_PERMISSION_REQUIRED where the edit permission comes first and 404 for a generated id', () => {
    expect(invalidExpectation(op('getProject'), { anonymous: true })).toEqual({ kind: 'refused', answers: [{ status: 401 }], wwwAuthenticate: 'scheme' });
    expect(invalidExpectation(op('updateProject'), {})).toEqual({ kind: 'refused', answers: [{ status: 400 }] });
    expect(invalidExpectation(op('saveWorkflowGraph'), { unknownIds: true })).toEqual({
      kind: 'refused',
      answers: [{ status: 400 }, { status: 403, reason: 'EDIT_PERMISSION_REQUIRED' }, { status: 404 }],
    });
  });

  it('removals go last, the deepest first', () => {
    const items = [
      { method: 'DELETE', path: '/p/{a}' },
      { method: 'GET', path: '/p' },
      { method: 'DELETE', path: '/p/{a}/q/{b}' },
      { method: 'POST', path: '/p' },
    ];
    expect(
      removalsLast(
        items,
        (i) => i.method,
        (i) => i.path,
      ),
    ).toEqual([items[1], items[3], items[2], items[0]]);
  });
});
