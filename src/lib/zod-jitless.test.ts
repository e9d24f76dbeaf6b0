import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * In a fresh Node process (here the test setup has loaded zod already): `new Function` throws, as under the
 * CSP, and counts its callers; with or without ./zod-jitless first, an object schema parses.
 */
function parseWithZod(jitless: boolean): { probes: number; jitless: boolean | undefined; parsed: unknown } {
  const script = `
    let probes = 0;
    globalThis.Function = new Proxy(Function, { construct() { probes += 1; throw new EvalError('refused by the CSP'); } });
    ${jitless ? `await import(${JSON.stringify(fileURLToPath(new URL('./zod-jitless.ts', import.meta.url)))});` : ''}
    const { z } = await import('zod');
    const schema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.number() })) });
    const parsed = schema.parse({ name: 'a', tags: [{ id: 1 }] });
    console.log(JSON.stringify({ probes, jitless: z.config().jitless, parsed }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], { encoding: 'utf8' })) as never;
}

describe('zod-jitless', () => {
  it('does what z.config({ jitless: true }) does: zod never tries new Function', () => {
    expect(parseWithZod(true)).toEqual({ probes: 0, jitless: true, parsed: { name: 'a', tags: [{ id: 1 }] } });
  });

  it('is needed: without it zod probes new Function (a CSP violation in the browser)', () => {
    expect(parseWithZod(false).probes).toBeGreaterThan(0);
  });
});
