import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NodeKind } from '../src/generated/model';
import { kindNames, renderKindTables } from './kind-tables.mjs';

const kinds = Object.values(NodeKind);

describe('the kind tables generated from the contract and the kind folders', () => {
  it('names the folder and the exports of a kind after its NodeKind value', () => {
    expect(kindNames('NODE_KIND_IF_ELSE')).toEqual({ kind: 'NODE_KIND_IF_ELSE', folder: 'if-else', model: 'ifElseKind', view: 'ifElseView' });
    expect(kindNames('NODE_KIND_LLM')).toMatchObject({ folder: 'llm', model: 'llmKind', view: 'llmView' });
  });

  it('are committed as generated (`npm run generate:check` fails otherwise)', () => {
    for (const table of renderKindTables(kinds)) expect(readFileSync(table.path, 'utf8')).toBe(table.text);
  });

  it('list every kind in the enum order (the palette order)', () => {
    const [models] = renderKindTables(kinds);
    const listed = [...models!.text.matchAll(/^ {2}(NODE_KIND_\w+): /gm)].map((match) => match[1]);
    expect(listed).toEqual(kinds);
  });

  it('refuse a NodeKind without a folder, naming it', () => {
    expect(() => renderKindTables([...kinds, 'NODE_KIND_ECHO'])).toThrow(/NODE_KIND_ECHO: src\/features\/workflow-editor\/kinds\/echo\/model\.ts is missing/);
  });
});
