import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../panels/testing/languages';
import { dataOf, renderPanel } from '../../panels/testing/render-panel';

describe.each(LANGUAGES)('workflow panel ($language)', ({ language, label, message }) => {
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
});
