import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node';
import { getListConfigFilesMockHandler } from '../../../../generated/config-files/config-files.msw';
import type { NodeInputParameter } from '../../../../generated/model';
import { getGetSharedCustomNodeInputParametersMockHandler } from '../../../../generated/shared-custom-nodes/shared-custom-nodes.msw';
import { LANGUAGES } from '../../panels/testing/languages';
import { dataOf, renderPanel } from '../../panels/testing/render-panel';

/** A failed call (403: not retried, so the message shows at once; any failure shows the same message). */
const failed = () => {
  throw HttpResponse.json({ code: 403, message: 'Forbidden' }, { status: 403 });
};

async function openConfigFiles(user: ReturnType<typeof userEvent.setup>, configFile: string) {
  await user.click(await screen.findByRole('combobox', { name: configFile }));
  return screen.findByRole('listbox');
}

const inputParametersOf = (store: ReturnType<typeof renderPanel>, nodeId: string) =>
  dataOf<{ inputParameters: NodeInputParameter[] }>(store, nodeId).inputParameters;

describe.each(LANGUAGES)('custom node panels ($language)', ({ language, label, message }) => {
  it('admin-published custom node: another node clears the config file, offers its own files and parameters; the old values stay, marked', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('shared_1', { language });
    const variable = screen.getByRole('textbox', { name: label.variable });
    await user.clear(variable);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: label.parameter('message', label.string) })).toHaveValue('{{llm_1.answer}}');
    expect(screen.getByRole('textbox', { name: label.parameter('title', label.string) })).toHaveValue('');

    let listbox = await openConfigFiles(user, label.configFile);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([label.none, 'production.env', '検証環境.env']),
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: label.sharedCustomNode }));
    await user.click(await screen.findByRole('option', { name: 'Salesforce lookup' }));
    await waitFor(() =>
      expect(dataOf<{ sharedCustomNodeId: string; configFileId?: string }>(store, 'shared_1')).toMatchObject({
        sharedCustomNodeId: 'scn_salesforce_lookup',
        configFileId: undefined,
      }),
    );
    const account = await screen.findByRole('textbox', { name: label.parameter('account_name', label.string) });
    expect(account).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'message' })).toHaveValue('{{llm_1.answer}}');
    expect(screen.getByText(message.notDeclared)).toBeInTheDocument();
    expect(await screen.findAllByText(message.required)).toHaveLength(2);
    await user.type(account, 'ACME');
    await waitFor(() =>
      expect(inputParametersOf(store, 'shared_1')).toEqual([
        { name: 'message', value: '{{llm_1.answer}}' },
        { name: 'account_name', value: 'ACME' },
      ]),
    );

    listbox = await openConfigFiles(user, label.configFile);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([label.none, 'salesforce-prod', 'salesforce-sandbox']),
    );
  });

  it("admin-published custom node: the config files and input parameters calls fail with the spec's messages", async () => {
    server.use(getListConfigFilesMockHandler(failed), getGetSharedCustomNodeInputParametersMockHandler(failed));
    renderPanel('shared_1', { language });
    expect(await screen.findByText(message.envFileFailed)).toBeInTheDocument();
    expect(await screen.findByText(message.inputParametersFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'message' })).toHaveValue('{{llm_1.answer}}');
  });
});
