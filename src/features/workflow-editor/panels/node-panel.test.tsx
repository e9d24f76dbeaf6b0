import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../generated/model';
import { renderWithProviders } from '../../../test/render';
import type { GraphShape } from '../model/graph-types';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, graphOf, type EditorStore } from '../store/editor-store';
import { NodePanel } from './node-panel';

const start: GraphNode = { id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [{ name: 'inquiry', debugValue: '' }] } };
const llm: GraphNode = {
  id: 'llm_1',
  kind: 'NODE_KIND_LLM',
  position: { x: 300, y: 0 },
  data: { modelId: 'gpt-4o', prompt: 'Answer', systemPrompt: '', outputVariable: 'answer', temperature: 0.7, maxTokens: 1024, topP: 1, knowledge: [], jsonMode: false, useContext: false, imageUrls: [], videoUrls: [], audioUrls: [], fileUrls: [] },
};
const db: GraphNode = { id: 'db_1', kind: 'NODE_KIND_DATABASE', position: { x: 600, y: 0 }, data: { variable: 'rows', connectionId: 'dbc_oracle_sales', query: 'SELECT 1 FROM dual WHERE a = :a', bindVariables: [{ name: 'a', value: '', type: 'BIND_VARIABLE_TYPE_VARCHAR2' }] } };
const end: GraphNode = { id: 'end', kind: 'NODE_KIND_END', position: { x: 900, y: 0 }, data: { outputVariables: [{ name: 'out', value: '' }] } };
const graph: GraphShape = {
  nodes: [start, llm, db, end],
  edges: [
    { id: 'e1', source: 'start', target: 'llm_1' },
    { id: 'e2', source: 'llm_1', target: 'db_1' },
    { id: 'e3', source: 'db_1', target: 'end' },
  ],
};

function renderPanel(nodeId: string, language = 'en-us'): EditorStore {
  const store = createEditorStore({ workflowId: 'wf_support_triage', graph, revision: 1, readOnly: false });
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <NodePanel nodeId={nodeId} projectId="prj_support" />
    </EditorStoreProvider>,
    { language },
  );
  return store;
}

describe('node panels', () => {
  it('start: refuses a reserved system variable name with the spec message, and lists system variables without delete', async () => {
    const user = userEvent.setup();
    const store = renderPanel('start');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'sys_query');
    expect(await screen.findByText('This variable name is reserved by the system. Please use a different name.')).toBeInTheDocument();
    expect(screen.getByText('System variables cannot be deleted.')).toBeInTheDocument();
    expect(screen.getByText('sys_user_id')).toBeInTheDocument();
    // Only the input variable has a remove button.
    expect(screen.getAllByRole('button', { name: /^Remove Input variables/ })).toHaveLength(1);
    expect(graphOf(store.getState()).nodes[0]!.data).toEqual({ inputVariables: [{ name: 'sys_query', debugValue: '' }] });
    expect(store.getState().save.status).toBe('dirty');
  });

  it('start: the same message in Japanese', async () => {
    const user = userEvent.setup();
    renderPanel('start', 'ja-jp');
    const name = screen.getByRole('textbox', { name: '名前' });
    await user.clear(name);
    await user.type(name, 'SYS_x');
    expect(await screen.findByText('この変数名はシステムで予約されています。別の名前を使用してください。')).toBeInTheDocument();
  });

  it('LLM: out-of-range numbers and an empty output variable, in both languages', async () => {
    const user = userEvent.setup();
    renderPanel('llm_1');
    const temperature = screen.getByRole('spinbutton', { name: 'Temperature' });
    await user.clear(temperature);
    await user.type(temperature, '3');
    expect(await screen.findByText('Enter a value from 0 to 2.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Output variable' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Output variable' }), '1abc');
    expect(await screen.findByText('Use half-width letters, digits and underscores, not starting with a digit.')).toBeInTheDocument();
  });

  it('LLM: the model select offers the models call, and the variable picker offers the variables in scope', async () => {
    const user = userEvent.setup();
    const store = renderPanel('llm_1');
    await user.click(screen.getByRole('combobox', { name: 'Model' }));
    const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'GPT-4o mini' })).toBeInTheDocument());
    await user.click(within(listbox).getByRole('option', { name: 'GPT-4o mini' }));
    await user.click(screen.getByRole('button', { name: 'Insert a variable into Prompt' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /\{\{start\.sys_query\}\}/ })).toBeInTheDocument();
    // Not in scope: the database node runs after this one.
    expect(within(menu).queryByRole('menuitem', { name: /db_1/ })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: /\{\{start\.inquiry\}\}/ }));
    const data = graphOf(store.getState()).nodes[1]!.data as { modelId: string; prompt: string };
    expect(data).toMatchObject({ modelId: 'gpt-4o-mini', prompt: 'Answer{{start.inquiry}}' });
  });

  it('database: a long bind value switches to CLOB; choosing VARCHAR2 again is refused', async () => {
    const store = renderPanel('db_1');
    const value = screen.getByRole('textbox', { name: 'Value' });
    // Typing 4001 characters key by key is slow: paste them.
    value.focus();
    const user = userEvent.setup();
    await user.paste('x'.repeat(4001));
    const bind = () => (graphOf(store.getState()).nodes[2]!.data as { bindVariables: { type: string }[] }).bindVariables[0]!;
    await waitFor(() => expect(bind().type).toBe('BIND_VARIABLE_TYPE_CLOB'));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'VARCHAR2' }));
    expect(await screen.findByText('Use CLOB for strings over 4000 characters')).toBeInTheDocument();
  });

  it('end: connects nothing (no outputs) and needs output names', async () => {
    const user = userEvent.setup();
    renderPanel('end');
    expect(screen.queryByText('Connections')).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });
});
