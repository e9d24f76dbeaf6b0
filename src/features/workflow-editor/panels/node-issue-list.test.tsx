import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../generated/model';
import { panelGraph, PANEL_NODES } from './testing/panel-fixtures';
import { LANGUAGES } from './testing/languages';
import { renderPanel } from './testing/render-panel';

const issueList = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });

describe.each(LANGUAGES)('the node panel lists all the node’s issues, naming their fields ($language)', ({ language, label, message, issue }) => {
  it('a node not connected to the start node', async () => {
    const graph = panelGraph();
    graph.nodes.push({ ...structuredClone(PANEL_NODES.llm), id: 'llm_2', position: { x: 300, y: 300 } } as GraphNode);
    renderPanel('llm_2', { language, graph });
    const list = await issueList(label.issues);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([message.unreachable]);
    expect(within(list).getByRole('heading')).toHaveTextContent(new RegExp(`${label.issues}.*1`));
  });

  it('an end node with an outgoing connection (a connection’s issue, and the loop it makes)', async () => {
    const graph = panelGraph();
    graph.edges.push({ id: 'e_back', source: 'end', target: 'llm_1' });
    renderPanel('end', { language, graph });
    const list = await issueList(label.issues);
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(2);
    expect(items).toContain(language === 'en-us' ? 'An end node cannot have outgoing connections.' : '終了ノードから出力を接続することはできません。');
    expect(items).toContain(
      language === 'en-us'
        ? 'This node is part of a loop (or after one). Workflows cannot loop.'
        : 'このノードはループの中（またはその後）にあります。ワークフローはループできません。',
    );
  });

  it('a reference in a hidden field is listed; once the field shows, its message is beside it too and the entry takes the caret there', async () => {
    const user = userEvent.setup({ delay: null });
    const graph = panelGraph();
    const ifElse = graph.nodes.find((node) => node.id === 'if_1') as Extract<GraphNode, { kind: 'NODE_KIND_IF_ELSE' }>;
    ifElse.data.branches[0]!.conditions[0] = { inputVariable: '{{llm_1.nope}}', operator: 'IF_ELSE_OPERATOR_IS_EMPTY', value: '{{ghost.answer}}' };
    renderPanel('if_1', { language, graph });
    const list = await issueList(label.issues);
    const condition = `${label.branches} 1 › ${label.conditions} 1`;
    // Both are listed by field; the referenced node is named by its title (the LLM node has none: its kind), never its id.
    const inputIssue = issue(`${condition} › ${label.inputVariable}`, message.variableNotFound(label.llm, 'nope'));
    const valueIssue = issue(`${condition} › ${label.value}`, message.nodeNotFound('ghost'));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([inputIssue, valueIssue]);
    expect(within(list).getByRole('heading')).toHaveTextContent(new RegExp(`${label.issues}.*2`));
    const inputVariable = screen.getByRole('textbox', { name: label.inputVariable });
    expect(within(inputVariable.closest('.MuiFormControl-root') as HTMLElement).getByText(message.variableNotFound(label.llm, 'nope'))).toBeInTheDocument();
    // The shown field's entry is a way to it; the hidden one's is plain text.
    expect(within(list).queryByRole('button', { name: valueIssue })).toBeNull();
    await user.click(within(list).getByRole('button', { name: inputIssue }));
    await waitFor(() => expect(inputVariable).toHaveFocus());

    await user.click(screen.getByRole('combobox', { name: label.operator }));
    await user.click(await screen.findByRole('option', { name: label.notContains }));
    const value = (await screen.findByRole('textbox', { name: label.value })).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(value).findByText(message.nodeNotFound('ghost'))).toBeInTheDocument();
    expect(within(await issueList(label.issues)).getByRole('button', { name: valueIssue })).toBeInTheDocument();
  });

  it('a valid node lists nothing', async () => {
    renderPanel('llm_1', { language });
    expect(await screen.findByRole('textbox', { name: label.prompt })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: new RegExp(`^${label.issues}`) })).toBeNull();
  });
});
