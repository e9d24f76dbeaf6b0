/** The kit's report: the per-operation table, the totals and the failures printed in full. */
import { describe, expect, it } from 'vitest';
import { failureLines, operationTable, renderTable, totals, totalsLines, type CheckResult, type Column, type GeneratedResult } from './report';

const columns: Column[] = [
  { id: 'noToken', header: 'no token' },
  { id: 'otherIds', header: "B's ids" },
];

const checks: CheckResult[] = [
  { operationId: 'listProjects', check: 'noToken', outcome: 'pass' },
  { operationId: 'listProjects', check: 'otherIds', outcome: 'na', why: 'no path ids' },
  { operationId: 'getProject', check: 'noToken', outcome: 'pass' },
  {
    operationId: 'getProject',
    check: 'otherIds',
    outcome: 'fail',
    why: 'expected 404, got 200',
    request: 'GET /studio/v1/projects/prj_b — through Prism',
    answer: '200 {"id":"prj_b"}',
  },
  { operationId: 'listToolSources', check: 'noToken', outcome: 'gap', why: 'shows scn_a — known gap: tools', request: 'GET /x', answer: '200 {}' },
];
const generated: GeneratedResult[] = [
  { operationId: 'listProjects', valid: 3, invalid: 2, failures: [] },
  {
    operationId: 'getProject',
    valid: 3,
    invalid: 2,
    failures: [{ why: 'valid request answered 500', request: 'GET /studio/v1/projects/x', answer: '500 {}' }],
  },
];

describe('report', () => {
  it('renders a plain-text table: the first column left-aligned, the others centred', () => {
    expect(
      renderTable(
        ['operation', 'no token'],
        [
          ['getProject', 'pass'],
          ['x', 'FAIL'],
        ],
      ),
    ).toBe(['operation  | no token', '-----------|---------', 'getProject |   pass', 'x          |   FAIL'].join('\n'));
  });

  it('one row per operation: pass / FAIL / n/a / gap per check, then the generated requests', () => {
    const table = operationTable(['listProjects', 'getProject', 'listToolSources'], columns, checks, generated).split('\n');
    expect(table[0]).toBe("operation       | no token | B's ids | generated");
    expect(table[2]).toBe('listProjects    |   pass   |   n/a   |  pass 5');
    expect(table[3]).toBe('getProject      |   pass   |  FAIL   |  FAIL 1');
    expect(table[4]).toBe('listToolSources |   gap    |   n/a   |    n/a');
  });

  it('leaves the generated column out when they did not run', () => {
    expect(operationTable(['listProjects'], columns, checks, null).split('\n')[0]).toBe("operation    | no token | B's ids");
  });

  it('counts: checks that apply, over operations, passed, failed, known gaps, n/a; generated requests', () => {
    const t = totals(checks, generated);
    expect(t.matrix).toEqual({ checks: 4, operations: 3, passed: 2, failed: 1, notApplicable: 1, knownGaps: 1 });
    expect(totalsLines(t, 7)).toEqual([
      'authorization matrix: 4 checks over 3 operations, 2 passed, 1 failed, 1 known gap of the mock (1 n/a)',
      'generated requests: 10 requests over 2 operations (6 valid, 4 invalid, seed 7), 1 failed in 1 operations',
    ]);
    expect(totalsLines(totals(checks.slice(0, 3), null))).toEqual(['authorization matrix: 2 checks over 2 operations, 2 passed, 0 failed (1 n/a)']);
  });

  it('prints the known gaps, then the first failures with their request and answer', () => {
    const lines = failureLines(checks, generated, columns, 1);
    expect(lines).toEqual([
      'Known gaps of the mock backend (scripts/contract-verify/mock-gaps.ts; shown, not counted):',
      '  listToolSources — no token: shows scn_a — known gap: tools',
      '     request: GET /x',
      '     answer:  200 {}',
      '',
      'First 1 of 2 failures:',
      "1. getProject — B's ids: expected 404, got 200",
      '   request: GET /studio/v1/projects/prj_b — through Prism',
      '   answer:  200 {"id":"prj_b"}',
    ]);
    expect(failureLines(checks.slice(0, 3), [], columns, 5)).toEqual([]);
  });
});
