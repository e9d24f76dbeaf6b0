// Proof that the breaking-change check (scripts/contract-compat.mjs, Optic) refuses a breaking change
// to a contract and lets an additive one through, on a small fixture contract.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const base = path.join(import.meta.dirname, 'contract-compat-fixtures/base.yaml');
const script = path.join(import.meta.dirname, 'contract-compat.mjs');

/** Runs the check of the fixture against a changed copy of it. */
function check(change: (yaml: string) => string) {
  const head = path.join(mkdtempSync(path.join(tmpdir(), 'compat-')), 'head.yaml');
  const before = readFileSync(base, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(head, after);
  const run = spawnSync(process.execPath, [script, '--base', base, '--head', head], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('contract:compat (Optic breaking-change rules)', () => {
  it('fails when a request field becomes required', { timeout: 60_000 }, () => {
    const result = check((yaml) => yaml.replace('required: [name]', 'required: [name, note]'));
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/required/);
    expect(result.output).toContain('BREAKING change');
  });

  it('fails when an operation is removed or an enum narrowed', { timeout: 60_000 }, () => {
    expect(check((yaml) => yaml.replace('enum: [A, B]', 'enum: [A]')).status).toBe(1);
    expect(check((yaml) => yaml.replace('    post:', '    put:')).status).toBe(1);
  });

  it('passes an additive change (a new optional field)', { timeout: 60_000 }, () => {
    const result = check((yaml) =>
      yaml.replace('                note: { type: string }', '                note: { type: string }\n                tag: { type: string }'),
    );
    expect(result.output).toContain('no breaking change');
    expect(result.status).toBe(0);
  });
});
