/**
 * Counts in the editor read as counts (#29, item 9: '1 connections'): every sentence with a number takes
 * the singular for one, in English; Japanese says the same either way.
 */
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/i18n';

describe('counts in the editor', () => {
  const en = createTestI18n('en');
  const ja = createTestI18n('ja');
  const overview = (i18n: typeof en, nodes: number, edges: number) =>
    i18n.t('editor:overview.counts', {
      nodes: i18n.t('editor:overview.nodeCount', { count: nodes }),
      edges: i18n.t('editor:overview.edgeCount', { count: edges }),
      revision: 3,
    });

  it('the overview: one node, one connection', () => {
    expect(overview(en, 1, 1)).toBe('1 node, 1 connection, revision 3');
    expect(overview(en, 5, 4)).toBe('5 nodes, 4 connections, revision 3');
    expect(overview(ja, 1, 1)).toBe('ノード 1 個、接続 1 本、リビジョン 3');
  });

  it('copying, a run’s inputs and outputs, token usage and a comparison', () => {
    expect([1, 2].map((count) => en.t('editor:clipboard.copied', { count }))).toEqual(['Copied 1 node', 'Copied 2 nodes']);
    const values = (inputs: number, outputs: number) =>
      en.t('debug:trace.runValuesCount', {
        inputs: en.t('debug:trace.inputCount', { count: inputs }),
        outputs: en.t('debug:trace.outputCount', { count: outputs }),
      });
    expect([values(1, 1), values(2, 0)]).toEqual(['1 input, 1 output', '2 inputs, 0 outputs']);
    expect(en.t('debug:trace.tokenUsage', { prompt: 1, completion: 0, count: 1 })).toBe('Prompt 1, completion 0, total 1 token');
    expect(en.t('debug:compare.differsCount', { count: 1, total: 3 })).toBe('1 of 3 nodes differs');
    expect(en.t('debug:compare.differsCount', { count: 2, total: 3 })).toBe('2 of 3 nodes differ');
    expect(
      ja.t('debug:trace.runValuesCount', { inputs: ja.t('debug:trace.inputCount', { count: 1 }), outputs: ja.t('debug:trace.outputCount', { count: 2 }) }),
    ).toBe('入力 1 件、出力 2 件');
  });
});
