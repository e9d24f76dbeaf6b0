import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node';
import { getGetCustomNodeInputParametersMockHandler, getListCustomNodeConfigFilesMockHandler } from '../../../../generated/custom-nodes/custom-nodes.msw';
import type { GraphNode, NodeInputParameter } from '../../../../generated/model';
import { LANGUAGES } from '../../panels/testing/languages';
import { panelGraph } from '../../panels/testing/panel-fixtures';
import { dataOf, renderPanel } from '../../panels/testing/render-panel';

/** A failed call (403: not retried, so the message shows at once; any failure shows the same message). */
const failed = () => {
  throw HttpResponse.json({ code: 403, message: 'Forbidden' }, { status: 403 });
};

async function openConfigFiles(user: ReturnType<typeof userEvent.setup>, configFile: string) {
  await user.click(await screen.findByRole('combobox', { name: configFile }));
  return screen.findByRole('listbox');
}

/** The panel graph with other saved input parameters on a node. */
function withSaved(nodeId: string, inputParameters: NodeInputParameter[]) {
  const graph = panelGraph();
  return { ...graph, nodes: graph.nodes.map((n) => (n.id === nodeId ? ({ ...n, data: { ...n.data, inputParameters } } as GraphNode) : n)) };
}

const inputParametersOf = (store: ReturnType<typeof renderPanel>, nodeId: string) =>
  dataOf<{ inputParameters: NodeInputParameter[] }>(store, nodeId).inputParameters;

describe.each(LANGUAGES)('custom node panels ($language)', ({ language, label, message }) => {
  it('custom node: one value per declared parameter (type in the label, description as help); a required one left empty is reported', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('custom_1', { language });
    const text = await screen.findByRole('textbox', { name: label.parameter('text', label.string) });
    expect(text).toHaveValue('{{start.inquiry}}');
    expect(text).toBeRequired();
    expect(screen.getByText('マスキング対象の本文')).toBeInTheDocument();
    const maskChar = screen.getByRole('textbox', { name: label.parameter('mask_char', label.string) });
    expect(maskChar).not.toBeRequired();
    expect(screen.getByText('伏せ字に使う文字（既定 *）')).toBeInTheDocument();
    expect(screen.queryByText(message.required)).toBeNull();

    await user.clear(text);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    await user.type(maskChar, '#');
    await waitFor(() =>
      expect(inputParametersOf(store, 'custom_1')).toEqual([
        { name: 'text', value: '' },
        { name: 'mask_char', value: '#' },
      ]),
    );

    // The variables in scope, as in the other value fields.
    await user.click(screen.getByRole('button', { name: label.insertVariableInto(label.parameter('text', label.string)) }));
    await user.click(await screen.findByRole('menuitem', { name: /^\{\{start\.inquiry\}\}/ }));
    await waitFor(() => expect(inputParametersOf(store, 'custom_1')[0]).toEqual({ name: 'text', value: '{{start.inquiry}}' }));
    expect(screen.queryByText(message.required)).toBeNull();
  });

  it('custom node: a saved value for a parameter the node no longer declares stays visible, marked, and can be removed', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('custom_1', {
      language,
      graph: withSaved('custom_1', [
        { name: 'legacy_mode', value: 'strict' },
        { name: 'text', value: 'hello' },
      ]),
    });
    expect(await screen.findByRole('textbox', { name: label.parameter('text', label.string) })).toHaveValue('hello');
    expect(screen.getByRole('textbox', { name: 'legacy_mode' })).toHaveValue('strict');
    expect(screen.getByText(message.notDeclared)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label.removeParameter('text') })).toBeNull();

    await user.click(screen.getByRole('button', { name: label.removeParameter('legacy_mode') }));
    await waitFor(() => expect(inputParametersOf(store, 'custom_1')).toEqual([{ name: 'text', value: 'hello' }]));
    expect(screen.queryByText(message.notDeclared)).toBeNull();
  });

  it("custom node: the input parameters call fails with the spec's message and a retry; the saved values stay", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(getGetCustomNodeInputParametersMockHandler(failed, { once: true }));
    renderPanel('custom_1', { language });
    expect(await screen.findByText(message.inputParametersFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'text' })).toHaveValue('{{start.inquiry}}');
    expect(screen.queryByText(message.notDeclared)).toBeNull();

    await user.click(within(screen.getByText(message.inputParametersFailed).closest('[role="alert"]') as HTMLElement).getByRole('button'));
    expect(await screen.findByRole('textbox', { name: label.parameter('mask_char', label.string) })).toBeInTheDocument();
    expect(screen.queryByText(message.inputParametersFailed)).toBeNull();
  });

  it('custom node: variable name; the config file is chosen from the node’s env files', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('custom_1', { language });
    const variable = screen.getByRole('textbox', { name: label.variable });
    await user.clear(variable);
    await user.type(variable, 'masked text');
    expect(await screen.findByText(message.invalidVariableName)).toBeInTheDocument();

    const listbox = await openConfigFiles(user, label.configFile);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([label.none, 'default.env', '厳格モード.env']),
    );
    await user.click(within(listbox).getByRole('option', { name: '厳格モード.env' }));
    await waitFor(() => expect(dataOf(store, 'custom_1')).toMatchObject({ configFileId: 'ccf_mask_strict' }));
  });

  it("custom node: the env files call fails with the spec's message", async () => {
    server.use(getListCustomNodeConfigFilesMockHandler(failed));
    renderPanel('custom_1', { language });
    expect(await screen.findByText(message.envFileFailed)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: label.configFile })).toBeNull();
  });
});
