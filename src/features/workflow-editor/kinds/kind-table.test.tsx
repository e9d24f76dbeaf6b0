/**
 * Adding a node kind touches one folder (and the contract): a fixture "echo" kind, declared here as a
 * kind folder would declare it (defineKind + defineKindView), is picked up by the tables the editor
 * derives everything from: the real palette offers it and adds it, the real node panel opens its
 * panel (both given the tables through KindTablesProvider, as the app's are by default), and the
 * table's methods that model/node-registry.ts, model/validation.ts (the kind's checks) and
 * model/references.ts call on the app's table make its nodes, expose its variables, run its checks
 * and rewrite its references. docs/node-kinds.md walks through the same steps.
 */
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { render, screen, within } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import type { GraphNode, NodePosition } from '../../../generated/model';
import { renderWithProviders } from '../../../test/render';
import { Palette } from '../canvas/palette';
import type { GraphShape } from '../model/graph-types';
import { messageKeys } from '../model/messages';
import { NodePanel } from '../panels/node-panel';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { renameReferences } from '../model/references';
import { variableOutput } from '../model/variables';
import { LlmPanel } from './llm/panel';
import { defineKind, defineNodeKind } from './define-node-kind';
import { defineKindView, type KindPanelInput } from './define-kind-view';
import { buildKindTable, type KindTable } from './kind-table';
import { KindTablesProvider, type KindTables } from './kind-tables-context';
import { KIND_LIST, KIND_TABLE } from './model-table';
import { buildViewTable, type ViewTable } from './build-view-table';
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

/**
 * The tables as the editor's components get them. The app's are typed by the contract's kinds; after
 * `npm run generate` the echo kind would be one of them, so here (only) the fixture tables are cast.
 */
const tables: KindTables = { models: table as unknown as KindTable<GraphNode>, views: views as unknown as ViewTable<GraphNode> };

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

  it('is offered by the real palette, after the kinds before it', () => {
    const start: GraphShape = { nodes: [{ id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } }], edges: [] };
    const store = createEditorStore({ workflowId: 'wf', graph: start, revision: 1, readOnly: false });
    renderWithProviders(
      <KindTablesProvider value={tables}>
        <EditorStoreProvider store={store}>
          <ReactFlowProvider>
            <Palette />
          </ReactFlowProvider>
        </EditorStoreProvider>
      </KindTablesProvider>,
    );
    const buttons = within(screen.getByRole('navigation', { name: 'Node palette' })).getAllByRole('button');
    expect(buttons).toHaveLength(KIND_TABLE.paletteKinds.length + 1);
    // The fixture borrows the custom node's name: the last button is the echo kind's (the custom node's comes before it).
    expect(buttons.at(-1)).toHaveAccessibleName('Add Custom node node');
  });

  it('has its panel opened by the real node panel, with its kind name', () => {
    const node = echo('hello');
    const graph = { nodes: [node], edges: [] } as unknown as GraphShape;
    const store = createEditorStore({ workflowId: 'wf', graph, revision: 1, readOnly: false });
    renderWithProviders(
      <KindTablesProvider value={tables}>
        <EditorStoreProvider store={store}>
          <NodePanel nodeId={node.id} projectId="prj_1" issues={[]} />
        </EditorStoreProvider>
      </KindTablesProvider>,
    );
    expect(screen.getByTestId('echo-panel')).toHaveTextContent('hello');
    expect(screen.getByTestId('node-panel')).toHaveAccessibleName(/Custom node/);
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
