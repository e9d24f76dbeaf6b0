import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../../generated/model';
import { fieldLabelParts } from '../../model/issue-labels';
import { diffNodeFields } from './diff-fields';

type IfElse = Extract<GraphNode, { kind: 'NODE_KIND_IF_ELSE' }>;

const ifElse = (branches: IfElse['data']['branches']): IfElse => ({ id: 'if_1', kind: 'NODE_KIND_IF_ELSE', position: { x: 0, y: 0 }, data: { branches } });
const branch = (id: string, value: string) => ({
  id,
  logicalOperator: 'IF_ELSE_LOGICAL_OPERATOR_AND' as const,
  conditions: [
    { inputVariable: '{{start.q}}', operator: 'IF_ELSE_OPERATOR_CONTAINS' as const, value },
    { inputVariable: '{{start.q}}', operator: 'IF_ELSE_OPERATOR_IS_NOT_EMPTY' as const },
  ],
});

const llm = (data: Partial<Extract<GraphNode, { kind: 'NODE_KIND_LLM' }>['data']>, title?: string): GraphNode => ({
  id: 'llm_1',
  kind: 'NODE_KIND_LLM',
  ...(title ? { title } : {}),
  position: { x: 0, y: 0 },
  data: { modelId: 'gpt-4o', prompt: 'short', outputVariable: 'answer', ...data },
});

describe('diffNodeFields', () => {
  it('gives each changed, added and removed field with its values, the title first', () => {
    const fields = diffNodeFields(llm({ temperature: 0.3, jsonMode: false }, 'A'), llm({ temperature: 0.5, topP: 0.9 }, 'B'));
    expect(fields).toEqual([
      { field: 'title', side: 'after', change: 'changed', before: 'A', after: 'B', text: false },
      { field: 'data.temperature', side: 'after', change: 'changed', before: 0.3, after: 0.5, text: false },
      { field: 'data.topP', side: 'after', change: 'added', after: 0.9, text: false },
      { field: 'data.jsonMode', side: 'before', change: 'removed', before: false, text: false },
    ]);
  });

  it('marks long or multi-line text for a text diff, and compares lists of plain values whole', () => {
    const long = 'あ'.repeat(100);
    const fields = diffNodeFields(
      llm({ prompt: long, systemPrompt: 'a\nb', knowledge: ['k1', 'k2'] }),
      llm({ prompt: `${long}い`, systemPrompt: 'a\nc', knowledge: ['k2'] }),
    );
    expect(fields.map((f) => [f.field, f.text])).toEqual([
      ['data.prompt', true],
      ['data.systemPrompt', true],
      ['data.knowledge', false],
    ]);
    expect(fields[2]).toMatchObject({ before: ['k1', 'k2'], after: ['k2'] });
  });

  it('matches rows by id: a nested change keeps its row, added, removed and reordered rows are said once', () => {
    const before = ifElse([branch('if_a', '返品'), branch('if_b', '交換'), branch('if_c', '修理')]);
    const after = ifElse([branch('if_c', '修理'), branch('if_a', '返金'), branch('if_d', '問合せ')]);
    const fields = diffNodeFields(before, after);
    expect(fields.map((f) => [f.change, f.field, f.side])).toEqual([
      ['reordered', 'data.branches', 'after'],
      ['changed', 'data.branches.1.conditions.0.value', 'after'],
      ['added', 'data.branches.2', 'after'],
      ['removed', 'data.branches.1', 'before'],
    ]);
    expect(fields[0]).toMatchObject({ before: ['if_a', 'if_c'], after: ['if_c', 'if_a'] });
    expect(fields[1]).toMatchObject({ before: '返品', after: '返金' });
    expect(fields[3]).toMatchObject({ before: branch('if_b', '交換') });
    // The paths label as the panel does (after-side rows with the after node).
    expect(fieldLabelParts(fields[1]!.field, after)).toEqual([
      { key: 'editor:fields.branches', number: 2 },
      { key: 'editor:fields.conditions', number: 1 },
      { key: 'editor:fields.value' },
    ]);
  });

  it('matches rows without ids by name, and rows with neither by position', () => {
    const custom = (inputParameters: { name: string; value: string }[]): GraphNode => ({
      id: 'cn_1',
      kind: 'NODE_KIND_CUSTOM_NODE',
      position: { x: 0, y: 0 },
      data: { customNodeId: 'cn', variable: 'out', inputParameters },
    });
    const fields = diffNodeFields(
      custom([
        { name: 'text', value: 'a' },
        { name: 'lang', value: 'ja' },
      ]),
      custom([
        { name: 'lang', value: 'en' },
        { name: 'text', value: 'a' },
      ]),
    );
    expect(fields.map((f) => [f.change, f.field])).toEqual([
      ['reordered', 'data.inputParameters'],
      ['changed', 'data.inputParameters.0.value'],
    ]);
    // Conditions have no id or name: by position.
    const before = ifElse([branch('if_a', 'x')]);
    const after = ifElse([{ ...branch('if_a', 'x'), conditions: [branch('if_a', 'x').conditions[1]!] }]);
    expect(diffNodeFields(before, after).map((f) => [f.change, f.field])).toEqual([
      ['changed', 'data.branches.0.conditions.0.operator'],
      ['removed', 'data.branches.0.conditions.0.value'],
      ['removed', 'data.branches.0.conditions.1'],
    ]);
  });

  it('finds nothing when only the position or the key order differs', () => {
    const a = llm({ temperature: 0.3, topP: 1 });
    const b = { ...llm({ topP: 1, temperature: 0.3 }), position: { x: 5, y: 5 } };
    expect(diffNodeFields(a, b)).toEqual([]);
    expect(diffNodeFields(a, b, { layout: true }).map((f) => f.field)).toEqual(['position']);
  });
});
