/**
 * `n` evaluation results made up deterministically (tests and `npm run bench`): a third of the rows fail
 * (every third, from row 1), every 50th of those with a workflow error; scores, latencies and tokens vary
 * by row; inputs, outputs and expected answers are Japanese text of varying length.
 */
import type { EvaluationResult } from '../../../generated/model';

const CATEGORIES = ['返品', '配送', '請求', 'アカウント', 'その他'];
const INQUIRIES = ['注文した商品が届きません', '返品の手続きを教えてください', '請求額が二重になっています', 'パスワードを忘れました'];

export function generateResults(n: number): EvaluationResult[] {
  return Array.from({ length: n }, (_, index): EvaluationResult => {
    const pass = index % 3 !== 0;
    const expected = CATEGORIES[index % CATEGORIES.length]!;
    const output = pass ? expected : CATEGORIES[(index + 1) % CATEGORIES.length]!;
    const score = pass ? 1 : (index % 7) / 10;
    const failedRun = !pass && index % 150 === 0;
    return {
      index,
      inputs: {
        inquiry: `${INQUIRIES[index % INQUIRIES.length]!}（注文番号 ${100000 + index}）`.repeat(1 + (index % 3)),
        channel: index % 2 ? 'mail' : 'chat',
      },
      outputs: failedRun ? [] : [{ name: 'category', output, expected, score, pass }],
      pass,
      score: failedRun ? 0 : score,
      tokens: 200 + ((index * 53) % 1800),
      latencyMs: 400 + ((index * 37) % 2600),
      debugRunId: `dbg_generated_${index}`,
      ...(failedRun && { error: 'Workflow debug execution failed' }),
    };
  });
}
