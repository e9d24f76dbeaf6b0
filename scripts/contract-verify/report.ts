/**
 * The kit's report: the per-operation table (one column per check of the matrix and one for the generated
 * requests: pass / FAIL / n/a), the totals and the first failures with their request and answer. Pure.
 */
import type { CheckId } from './matrix';

/** `gap`: a failure already known of the backend under test (mock-gaps.ts): shown, not counted. */
export type Outcome = 'pass' | 'fail' | 'na' | 'gap';

export interface CheckResult {
  operationId: string;
  check: CheckId;
  outcome: Outcome;
  /** Why it failed, or why it does not apply. */
  why?: string;
  /** The request sent and the answer, for a failure. */
  request?: string;
  answer?: string;
}

export interface GeneratedResult {
  operationId: string;
  valid: number;
  invalid: number;
  failures: { why: string; request: string; answer: string }[];
}

export interface Column {
  id: CheckId;
  header: string;
}

const CELL: Record<Outcome, string> = { pass: 'pass', fail: 'FAIL', na: 'n/a', gap: 'gap' };

/** Plain-text table: the first column left-aligned, the others centred on their header. */
export function renderTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const cell = (text: string, i: number) => {
    if (i === 0) return text.padEnd(widths[i]!);
    const room = widths[i]! - text.length;
    return ' '.repeat(Math.floor(room / 2)) + text + ' '.repeat(Math.ceil(room / 2));
  };
  const line = (cells: readonly string[]) =>
    cells
      .map((text, i) => cell(text, i))
      .join(' | ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

/** One row per operation (in the given order): each check's outcome, then the generated requests'. */
export function operationTable(
  operationIds: readonly string[],
  columns: readonly Column[],
  checks: readonly CheckResult[],
  generated: readonly GeneratedResult[] | null,
): string {
  const byKey = new Map(checks.map((r) => [`${r.operationId} ${r.check}`, r.outcome]));
  const generatedBy = new Map((generated ?? []).map((g) => [g.operationId, g]));
  const headers = ['operation', ...columns.map((c) => c.header), ...(generated ? ['generated'] : [])];
  const rows = operationIds.map((id) => {
    const cells = columns.map((c) => CELL[byKey.get(`${id} ${c.id}`) ?? 'na']);
    if (generated) {
      const g = generatedBy.get(id);
      cells.push(!g ? 'n/a' : g.failures.length ? `FAIL ${g.failures.length}` : `pass ${g.valid + g.invalid}`);
    }
    return [id, ...cells];
  });
  return renderTable(headers, rows);
}

export interface Totals {
  matrix: { checks: number; operations: number; passed: number; failed: number; notApplicable: number; knownGaps: number };
  generated: { requests: number; valid: number; invalid: number; operations: number; failed: number; failedOperations: number } | null;
}

export function totals(checks: readonly CheckResult[], generated: readonly GeneratedResult[] | null): Totals {
  const applicable = checks.filter((r) => r.outcome !== 'na');
  return {
    matrix: {
      checks: applicable.length,
      operations: new Set(checks.map((r) => r.operationId)).size,
      passed: applicable.filter((r) => r.outcome === 'pass').length,
      failed: applicable.filter((r) => r.outcome === 'fail').length,
      notApplicable: checks.length - applicable.length,
      knownGaps: applicable.filter((r) => r.outcome === 'gap').length,
    },
    generated: generated && {
      requests: generated.reduce((sum, g) => sum + g.valid + g.invalid, 0),
      valid: generated.reduce((sum, g) => sum + g.valid, 0),
      invalid: generated.reduce((sum, g) => sum + g.invalid, 0),
      operations: generated.length,
      failed: generated.reduce((sum, g) => sum + g.failures.length, 0),
      failedOperations: generated.filter((g) => g.failures.length).length,
    },
  };
}

export function totalsLines(t: Totals, seed?: number): string[] {
  const m = t.matrix;
  const gaps = m.knownGaps ? `, ${m.knownGaps} known ${m.knownGaps === 1 ? 'gap' : 'gaps'} of the mock` : '';
  const lines = [
    `authorization matrix: ${m.checks} checks over ${m.operations} operations, ${m.passed} passed, ${m.failed} failed${gaps} (${m.notApplicable} n/a)`,
  ];
  const g = t.generated;
  if (g) {
    lines.push(
      `generated requests: ${g.requests} requests over ${g.operations} operations (${g.valid} valid, ${g.invalid} invalid${seed === undefined ? '' : `, seed ${seed}`}), ` +
        `${g.failed} failed${g.failed ? ` in ${g.failedOperations} operations` : ''}`,
    );
  }
  return lines;
}

/** The known gaps, then the first `limit` failures, each with what was sent and what came back. */
export function failureLines(
  checks: readonly CheckResult[],
  generated: readonly GeneratedResult[] | null,
  columns: readonly Column[],
  limit: number,
): string[] {
  const header = new Map(columns.map((c) => [c.id, c.header]));
  const all = [
    ...checks
      .filter((r) => r.outcome === 'fail')
      .map((r) => ({ title: `${r.operationId} — ${header.get(r.check) ?? r.check}: ${r.why ?? ''}`, request: r.request ?? '', answer: r.answer ?? '' })),
    ...(generated ?? []).flatMap((g) => g.failures.map((f) => ({ title: `${g.operationId} — generated: ${f.why}`, request: f.request, answer: f.answer }))),
  ];
  const gaps = checks.filter((r) => r.outcome === 'gap');
  const lines: string[] = [];
  if (gaps.length) {
    lines.push(`Known gaps of the mock backend (scripts/contract-verify/mock-gaps.ts; shown, not counted):`);
    for (const r of gaps)
      lines.push(
        `  ${r.operationId} — ${header.get(r.check) ?? r.check}: ${r.why ?? ''}`,
        `     request: ${r.request ?? ''}`,
        `     answer:  ${r.answer ?? ''}`,
      );
  }
  if (!all.length) return lines;
  if (lines.length) lines.push('');
  lines.push(`First ${Math.min(limit, all.length)} of ${all.length} failures:`);
  all.slice(0, limit).forEach((f, i) => {
    lines.push(`${i + 1}. ${f.title}`, `   request: ${f.request}`, `   answer:  ${f.answer}`);
  });
  return lines;
}
