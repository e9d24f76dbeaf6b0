import { describe, expect, it } from 'vitest';
import { checkSchemaText } from './json-schema-check';
import { proposeSchemas } from './schema-proposal';

describe('proposeSchemas', () => {
  it("turns a custom node's parameters and output variable into object schemas", () => {
    const proposal = proposeSchemas({
      inputs: [
        { name: 'text', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '本文', required: true },
        { name: 'limit', dataType: 'PARAMETER_DATA_TYPE_INTEGER', required: false },
      ],
      outputs: [{ name: 'masked_text', required: true }],
    });
    expect(JSON.parse(proposal.inputSchema)).toEqual({
      type: 'object',
      properties: { text: { type: 'string', description: '本文' }, limit: { type: 'integer' } },
      required: ['text'],
    });
    expect(JSON.parse(proposal.outputSchema)).toEqual({ type: 'object', properties: { masked_text: {} }, required: ['masked_text'] });
  });

  it('proposes schemas that pass the checks, also for a source without variables', () => {
    const proposal = proposeSchemas({ inputs: [], outputs: [{ name: 'answer', dataType: 'PARAMETER_DATA_TYPE_OBJECT', required: true }] });
    expect(checkSchemaText(proposal.inputSchema, 5000)).toBeUndefined();
    expect(checkSchemaText(proposal.outputSchema, 5000)).toBeUndefined();
    expect(JSON.parse(proposal.inputSchema)).toEqual({ type: 'object', properties: {} });
  });
});
