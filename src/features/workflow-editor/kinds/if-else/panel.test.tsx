import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../panels/testing/languages';
import { dataOf, renderPanel } from '../../panels/testing/render-panel';

describe.each(LANGUAGES)('database and if-else panels ($language)', ({ language, label, message }) => {
  it('if-else: a condition value is required unless the operator needs none; a condition needs an input variable', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('if_1', { language });
    const value = screen.getByRole('textbox', { name: label.value });
    await user.clear(value);
    const valueField = value.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(valueField).findByText(message.required)).toBeInTheDocument();

    // 'is empty' compares with nothing: the value field goes, and so does its message.
    await user.click(screen.getByRole('combobox', { name: label.operator }));
    await user.click(await screen.findByRole('option', { name: label.isEmpty }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: label.value })).toBeNull());
    expect(screen.queryByText(message.required)).toBeNull();

    // Back to an operator that compares: the value is required again.
    await user.click(screen.getByRole('combobox', { name: label.operator }));
    await user.click(await screen.findByRole('option', { name: label.notContains }));
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: label.value }), '返金');
    await waitFor(() => expect(screen.queryByText(message.required)).toBeNull());

    await user.clear(screen.getByRole('textbox', { name: label.inputVariable }));
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    const branches = dataOf<{ branches: { conditions: { operator: string; value?: string }[] }[] }>(store, 'if_1').branches;
    expect(branches[0]!.conditions[0]).toMatchObject({ operator: 'IF_ELSE_OPERATOR_NOT_CONTAINS', value: '返金' });
  });

  it('if-else: a branch needs at least one condition', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('if_1', { language });
    await user.click(screen.getByRole('button', { name: label.removeCondition }));
    expect(await screen.findByText(message.tooFewItems(1))).toBeInTheDocument();
  });
});
