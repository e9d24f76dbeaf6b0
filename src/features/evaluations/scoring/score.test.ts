import { describe, expect, it } from 'vitest';
import { scoreOutput } from './score';
import type { Scorer } from './scorer-types';

const ALL = { width: true, case: true, whitespace: true };

describe('scoreOutput', () => {
  it('dispatches each deterministic scorer on its type', () => {
    const cases: Array<[Scorer, string, string, boolean]> = [
      [{ type: 'exact_match', normalize: ALL }, 'ＲＥＦＵＮＤ', 'refund', true],
      [{ type: 'exact_match', normalize: ALL }, '返品を承ります', '返品', false],
      [{ type: 'contains', normalize: ALL }, '返品を承ります', '返品', true],
      [{ type: 'regex', pattern: '承(ります|りました)', ignoreCase: false }, '返品を承ります', 'ignored', true],
      [{ type: 'json_schema', schema: { type: 'object', required: ['category'] } }, '{"category":"返品"}', 'ignored', true],
      [{ type: 'json_schema', schema: { type: 'object', required: ['category'] } }, '返品', 'ignored', false],
      [{ type: 'numeric', tolerance: 0, relative: false }, '返金額は１，２００円です', '1200', true],
      [{ type: 'numeric', tolerance: 0, relative: false }, '返金額は1,300円です', '1200', false],
    ];
    for (const [scorer, output, expected, pass] of cases) {
      expect(scoreOutput(scorer, output, expected), `${scorer.type}: ${output}`).toMatchObject({ score: pass ? 1 : 0, pass });
    }
  });

  it('refuses to score an LLM judge (the backend’s model judges)', () => {
    expect(() => scoreOutput({ type: 'llm_judge', model: 'gpt-4o-mini', rubric: '丁寧に答えているか', threshold: 0.7 }, '返品を承ります', '返品')).toThrow(
      /llm_judge/,
    );
  });
});
