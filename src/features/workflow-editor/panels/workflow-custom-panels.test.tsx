import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { getListConfigFilesMockHandler } from '../../../generated/config-files/config-files.msw';
import { getListCustomNodeConfigFilesMockHandler } from '../../../generated/custom-nodes/custom-nodes.msw';
import { LANGUAGES } from './testing/languages';
import { dataOf, PANEL_TEST_TIMEOUT, renderPanel } from './testing/render-panel';

/** A failed call (403: not retried, so the message shows at once; any failure shows the same message). */
const failed = () => {
  throw HttpResponse.json({ code: 403, message: 'Forbidden' }, { status: 403 });
};

async function openConfigFiles(user: ReturnType<typeof userEvent.setup>, configFile: string) {
  await user.click(await screen.findByRole('combobox', { name: configFile }));
  return screen.findByRole('listbox');
}

describe.each(LANGUAGES)('workflow and custom node panels ($language)', ({ language, label, message }) => {
  it('workflow: an empty or malformed variable name, a too long title, a version to choose again after another workflow', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('workflow_1', { language });
    const variable = screen.getByRole('textbox', { name: label.variable });
    await user.clear(variable);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    await user.type(variable, '9faq');
    expect(await screen.findByText(message.invalidVariableName)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: label.title }));
    await user.paste('t'.repeat(51));
    expect(await screen.findByText(message.tooLong(50))).toBeInTheDocument();

    await user.click(await screen.findByRole('combobox', { name: label.workflow }));
    const listbox = await screen.findByRole('listbox');
    const other = within(listbox)
      .getAllByRole('option')
      .find((option) => option.getAttribute('data-value') !== 'wf_faq_answer')!;
    await user.click(other);
    await waitFor(() => expect(dataOf(store, 'workflow_1')).toMatchObject({ workflowId: other.getAttribute('data-value'), version: '' }));
    expect(await screen.findByText(message.required)).toBeInTheDocument();
  });

  it('custom node: variable and parameter names; the config file is chosen from the node’s env files', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('custom_1', { language });
    const variable = screen.getByRole('textbox', { name: label.variable });
    await user.clear(variable);
    await user.type(variable, 'masked text');
    expect(await screen.findByText(message.invalidVariableName)).toBeInTheDocument();
    const parameter = screen.getByRole('textbox', { name: label.name });
    await user.clear(parameter);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    await user.type(parameter, 'text');
    await user.click(screen.getByRole('button', { name: label.addParameter }));
    await user.type(screen.getAllByRole('textbox', { name: label.name })[1]!, 'text');
    expect(await screen.findByText(message.duplicate('text'))).toBeInTheDocument();

    const listbox = await openConfigFiles(user, label.configFile);
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([label.none, 'default.env', '厳格モード.env']));
    await user.click(within(listbox).getByRole('option', { name: '厳格モード.env' }));
    await waitFor(() => expect(dataOf(store, 'custom_1')).toMatchObject({ configFileId: 'ccf_mask_strict' }));
  });

  it("custom node: the env files call fails with the spec's message", async () => {
    server.use(getListCustomNodeConfigFilesMockHandler(failed));
    renderPanel('custom_1', { language });
    expect(await screen.findByText(message.envFileFailed)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: label.configFile })).toBeNull();
  });

  it('admin-published custom node: variable and parameters; another node clears the config file and offers its own files', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('shared_1', { language });
    const variable = screen.getByRole('textbox', { name: label.variable });
    await user.clear(variable);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: label.name }));
    expect(await screen.findAllByText(message.required)).toHaveLength(2);

    let listbox = await openConfigFiles(user, label.configFile);
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([label.none, 'production.env', '検証環境.env']));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: label.sharedCustomNode }));
    await user.click(await screen.findByRole('option', { name: 'Salesforce lookup' }));
    await waitFor(() => expect(dataOf<{ sharedCustomNodeId: string; configFileId?: string }>(store, 'shared_1')).toMatchObject({ sharedCustomNodeId: 'scn_salesforce_lookup', configFileId: undefined }));
    listbox = await openConfigFiles(user, label.configFile);
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([label.none, 'salesforce-prod', 'salesforce-sandbox']));
  });

  it("admin-published custom node: the config files call fails with the spec's message", async () => {
    server.use(getListConfigFilesMockHandler(failed));
    renderPanel('shared_1', { language });
    expect(await screen.findByText(message.envFileFailed)).toBeInTheDocument();
  });
}, PANEL_TEST_TIMEOUT);
