import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NewVersionDialog } from './new-version-dialog';

function open(language = 'en-us', onCreate = vi.fn()) {
  renderWithProviders(
    <NewVersionDialog
      projectId="prj_support"
      workflowId="wf_support_triage"
      revision={12}
      inputs={['inquiry', 'customerId']}
      outputs={[]}
      suggestedName="v3"
      pending={false}
      onCreate={onCreate}
      onClose={() => undefined}
    />,
    { language },
  );
  return { user: userEvent.setup(), onCreate, dialog: screen.getByRole('dialog') };
}

describe('NewVersionDialog', () => {
  it('shows what the API will take and return, suggests the next name, and publishes with the trimmed values', async () => {
    const { user, onCreate, dialog } = open();
    expect(within(dialog).getByText('inquiry')).toBeInTheDocument();
    expect(within(dialog).getByText('customerId')).toBeInTheDocument();
    expect(within(dialog).getByText('none')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Version name/ });
    expect(name).toHaveValue('v3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), '  English answers  ');
    await user.click(within(dialog).getByRole('button', { name: 'Publish version' }));
    expect(onCreate).toHaveBeenCalledWith({ versionName: 'v3', description: 'English answers' });
  });

  it('requires a name of at most 20 characters', async () => {
    const { user, onCreate, dialog } = open();
    const name = within(dialog).getByRole('textbox', { name: /^Version name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Publish version' }));
    expect(await within(dialog).findByText('Please enter a version name')).toBeInTheDocument();
    await user.type(name, 'x'.repeat(21));
    expect(await within(dialog).findByText(/20/)).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('in Japanese', async () => {
    const { user, dialog } = open('ja-jp');
    await user.clear(within(dialog).getByRole('textbox', { name: /^バージョン名/ }));
    await user.click(within(dialog).getByRole('button', { name: 'バージョンを公開' }));
    expect(await within(dialog).findByText('バージョン名を入力してください')).toBeInTheDocument();
  });
});
