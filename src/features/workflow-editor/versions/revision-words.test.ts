import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/i18n';
import { restoredFromText, summaryText } from './revision-words';

const zero = { nodesAdded: 0, nodesRemoved: 0, nodesChanged: 0, edgesAdded: 0, edgesRemoved: 0 };

describe('revision words', () => {
  it('words a summary with plurals, leaving out zeros, in both languages', () => {
    const en = createTestI18n('en-us').getFixedT('en-us', 'editor');
    const ja = createTestI18n('ja-jp').getFixedT('ja-jp', 'editor');
    const summary = { ...zero, nodesAdded: 2, nodesRemoved: 1, nodesChanged: 3 };
    expect(summaryText(en, summary)).toBe('+2 nodes, −1, 3 changed');
    expect(summaryText(en, { ...zero, nodesAdded: 1, edgesAdded: 1 })).toBe('+1 node, +1 connection');
    expect(summaryText(en, zero)).toBe('No changes');
    expect(summaryText(ja, summary)).toBe('ノード +2、−1、3 件変更');
    expect(restoredFromText(en, { restoredFrom: { revision: 4, name: '本番リリース前' } })).toBe('Restored from revision 4 (本番リリース前)');
    expect(restoredFromText(ja, { restoredFrom: { revision: 4 } })).toBe('リビジョン 4 から復元');
    expect(restoredFromText(en, {})).toBeUndefined();
  });
});
