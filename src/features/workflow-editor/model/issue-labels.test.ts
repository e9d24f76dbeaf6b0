import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../generated/model';
import { fieldLabelParts, messageParams } from './issue-labels';
import { messageKeys } from './messages';

const customNode = {
  id: 'custom_1',
  kind: 'NODE_KIND_CUSTOM_NODE',
  position: { x: 0, y: 0 },
  data: { customNodeId: 'cn_1', variable: 'result', inputParameters: [{ name: 'query', value: '' }] },
} as GraphNode;

describe('the label of an issue’s field', () => {
  it('a field of the node: the label its panel shows', () => {
    expect(fieldLabelParts('title')).toEqual([{ key: 'editor:fields.title' }]);
    expect(fieldLabelParts('data.modelId')).toEqual([{ key: 'editor:fields.model' }]);
    expect(fieldLabelParts('data.prompt')).toEqual([{ key: 'editor:fields.prompt' }]);
    expect(fieldLabelParts('data.connectionId')).toEqual([{ key: 'editor:fields.connection' }]);
  });

  it('an item of a list by its number (counted from 1, as the remove buttons count), then the item’s field', () => {
    expect(fieldLabelParts('data.inputVariables.0.name')).toEqual([{ key: 'editor:fields.inputVariables', number: 1 }, { key: 'editor:fields.name' }]);
    expect(fieldLabelParts('data.imageUrls.2')).toEqual([{ key: 'editor:fields.imageUrls', number: 3 }]);
    expect(fieldLabelParts('data.branches.1.conditions.0.value')).toEqual([
      { key: 'editor:fields.branches', number: 2 },
      { key: 'editor:fields.conditions', number: 1 },
      { key: 'editor:fields.value' },
    ]);
    // A branch id has no field of its own: the branch is named.
    expect(fieldLabelParts('data.branches.0.id')).toEqual([{ key: 'editor:fields.branches', number: 1 }]);
  });

  it('an input parameter by its name, as its row is labelled', () => {
    expect(fieldLabelParts('data.inputParameters.0.value', customNode)).toEqual([{ key: 'editor:fields.inputParameters' }, { text: 'query' }]);
    // Not saved yet (a declared parameter left empty): by number.
    expect(fieldLabelParts('data.inputParameters.1.value', customNode)).toEqual([
      { key: 'editor:fields.inputParameters', number: 2 },
      { key: 'editor:fields.value' },
    ]);
  });

  it('nothing a person would know: no label', () => {
    expect(fieldLabelParts(undefined)).toBeUndefined();
    expect(fieldLabelParts('kind')).toBeUndefined();
    expect(fieldLabelParts('data.somethingNew')).toBeUndefined();
  });
});

describe('message params', () => {
  const names = new Map([['llm_1', 'Summarise']]);
  const nameOf = (id: string) => names.get(id);

  it('a reference’s node is named by its title', () => {
    expect(messageParams({ key: messageKeys.referenceVariableNotFound, params: { node: 'llm_1', variable: 'nope' }, level: 'incomplete' }, nameOf)).toEqual({
      node: 'Summarise',
      variable: 'nope',
    });
    expect(messageParams({ key: messageKeys.referenceOutOfScope, params: { node: 'llm_1', variable: 'result' }, level: 'incomplete' }, nameOf)).toEqual({
      node: 'Summarise',
      variable: 'result',
    });
  });

  it('an id no node has stays as written; other messages keep their params', () => {
    expect(messageParams({ key: messageKeys.referenceVariableNotFound, params: { node: 'ghost', variable: 'x' }, level: 'incomplete' }, nameOf)).toEqual({
      node: 'ghost',
      variable: 'x',
    });
    expect(messageParams({ key: messageKeys.outOfRange, params: { min: 0, max: 2 }, level: 'invalid' }, nameOf)).toEqual({ min: 0, max: 2 });
    expect(messageParams({ key: messageKeys.required, level: 'invalid' }, nameOf)).toEqual({});
  });
});
