/**
 * Adding a node kind touches one folder (and the contract): a fixture "echo" kind, declared here as a
 * kind folder would declare it (defineKind + defineKindView), is picked up by every registry derived
 * from the table: the palette, new nodes, exposed variables, handles, the kind's checks, the fields
 * holding references and the panel. docs/node-kinds.md walks through the same steps.
 */
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GraphNode, NodePosition } from '../../../generated/model';
import { messageKeys } from '../model/messages';
import { renameReferences } from '../model/references';
import { variableOutput } from '../model/variables';
import { LlmPanel } from './llm/panel';
import { defineKind, defineNodeKind } from './define-node-kind';
import { defineKindView, type KindPanelInput } from './define-kind-view';
import { buildKindTable } from './kind-table';
import { KIND_LIST, KIND_TABLE } from './model-table';
import { buildViewTable } from './build-view-table';
import { VIEW_LIST } from './view-table';

/** What the contract's schema would generate for the new kind (src/generated/model after `npm run generate`). */
interface EchoNode {
  id: string;
  kind: 'NODE_KIND_ECHO';
  title?: string;
  position: NodePosition;
  data: { text: string; variable: string };
}
type FixtureNode = GraphNode | EchoNode;

/** kinds/echo/model.ts */
const echoKind = defineKind<'NODE_KIND_ECHO', EchoNode>({
  kind: 'NODE_KIND_ECHO',
  idPrefix: 'echo',
  // A real kind adds `nodeKind.echo` to locales/{ja-jp,en-us}/editor.json; the fixture borrows a key.
  labelKey: 'editor:nodeKind.customNode',
  inPalette: true,
  color: '#00695c',
  defaults: () => ({ text: '', variable: 'echo' }),
  outputVariables: variableOutput,
  validate: (node, report) => {
    if (!node.data.text.trim()) report.add({ key: messageKeys.required, level: 'incomplete', field: 'data.text' });
    report.duplicates([node.data.variable, node.data.variable], () => 'data.variable');
  },
  references: {
    fields: (node) => [{ field: 'data.text', value: node.data.text }],
    map: (node, rewrite) => ({ ...node, data: { ...node.data, text: rewrite(node.data.text) } }),
  },
  summary: (node) => node.data.text,
});

/** kinds/echo/panel.tsx (a real panel uses the inputs of panels/fields.tsx and translated labels). */
function EchoPanel({ node, projectId }: KindPanelInput<EchoNode>) {
  return (
    <output data-testid="echo-panel" data-project={projectId}>
      {node.data.text}
    </output>
  );
}

/** kinds/echo/view.ts */
const echoView = defineKindView(echoKind, { icon: CampaignOutlinedIcon, panel: EchoPanel });

/** kinds/model-table.ts and kinds/view-table.ts, with the new kind listed. */
const table = buildKindTable<FixtureNode>([...KIND_LIST, echoKind]);
const views = buildViewTable<FixtureNode>([...VIEW_LIST, echoView]);

const echo = (text: string): EchoNode => ({
  ...table.createNode('NODE_KIND_ECHO', { position: { x: 0, y: 0 }, takenIds: new Set() }),
  data: { text, variable: 'said' },
});

describe('a kind declared in one place', () => {
  it('is offered by the palette after the kinds before it, and makes new nodes with its defaults and id prefix', () => {
    expect(table.kinds).toEqual([...KIND_TABLE.kinds, 'NODE_KIND_ECHO']);
    expect(table.paletteKinds.at(-1)).toBe('NODE_KIND_ECHO');
    const node = table.createNode('NODE_KIND_ECHO', { position: { x: 10, y: 20 }, takenIds: new Set(), title: 'Echo' });
    expect(node).toMatchObject({ kind: 'NODE_KIND_ECHO', title: 'Echo', position: { x: 10, y: 20 }, data: { text: '', variable: 'echo' } });
    expect(node.id).toMatch(/^echo_[0-9a-z]{8}$/);
    // The app's own table is untouched.
    expect(KIND_TABLE.kindModel('NODE_KIND_ECHO')).toBeUndefined();
  });

  it('exposes its variables, has the default handles and a summary line', () => {
    const node = echo('hello');
    expect(table.outputVariablesOf(node)).toEqual([{ name: 'said', source: 'output' }]);
    expect(table.inputHandlesOf(node)).toEqual([{ id: null, labelParams: {} }]);
    expect(table.outputHandlesOf(node)).toEqual([{ id: null, labelParams: {} }]);
    expect(table.summaryOf(node)).toBe('hello');
  });

  it('runs its checks (a field the schema refused is not reported twice; duplicates always are)', () => {
    const node = echo(' ');
    expect(table.kindIssuesOf(node, new Set())).toEqual([
      { key: 'editor:validation.required', level: 'incomplete', field: 'data.text', nodeId: node.id },
      { key: 'editor:validation.duplicateVariable', params: { name: 'said' }, level: 'incomplete', field: 'data.variable', nodeId: node.id },
    ]);
    expect(table.kindIssuesOf(node, new Set(['data.text'])).map((issue) => issue.key)).toEqual(['editor:validation.duplicateVariable']);
  });

  it('names the fields that hold references, and rewrites them when node ids change', () => {
    const node = echo('Said {{llm_1.answer}}');
    expect(table.valueFieldsOf(node)).toEqual([{ field: 'data.text', value: 'Said {{llm_1.answer}}' }]);
    const renamed = table.mapValueFields(node, (text) => renameReferences(text, new Map([['llm_1', 'llm_2']])));
    expect(renamed).toMatchObject({ kind: 'NODE_KIND_ECHO', data: { text: 'Said {{llm_2.answer}}' } });
    expect(node.data.text).toBe('Said {{llm_1.answer}}');
  });

  it('has its icon and its panel, typed by its node', () => {
    expect(views.viewOf('NODE_KIND_ECHO')?.icon).toBe(CampaignOutlinedIcon);
    render(views.renderPanel(echo('hello'), 'prj_1'));
    expect(screen.getByTestId('echo-panel')).toHaveTextContent('hello');
    expect(screen.getByTestId('echo-panel')).toHaveAttribute('data-project', 'prj_1');
  });

  it('refuses, at compile time, members that do not fit the kind', () => {
    // @ts-expect-error -- the LLM kind's panel cannot edit an echo node.
    defineKindView(echoKind, { icon: CampaignOutlinedIcon, panel: LlmPanel });
    expect(() =>
      defineNodeKind({
        kind: 'NODE_KIND_KNOWLEDGE',
        idPrefix: 'knowledge',
        labelKey: 'editor:nodeKind.knowledge',
        inPalette: true,
        color: '#00838f',
        // @ts-expect-error -- an LLM node's data is not a knowledge node's.
        defaults: () => ({ prompt: '' }),
        outputVariables: () => [],
      }),
    ).not.toThrow();
    expect(() => buildKindTable<FixtureNode>([...KIND_LIST, echoKind, echoKind])).toThrow('NODE_KIND_ECHO is listed twice');
  });
});
