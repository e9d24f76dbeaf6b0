import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../panels/testing/languages';
import { dataOf, renderPanel } from '../../panels/testing/render-panel';

describe.each(LANGUAGES)('start and end panels ($language)', ({ language, label, message }) => {
  it('start: refuses reserved system variable names; system variables are listed and cannot be deleted', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('start', { language });
    const name = screen.getByRole('textbox', { name: label.name });
    await user.clear(name);
    await user.type(name, 'sys_query');
    expect(await screen.findByText(message.reserved)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'SYS_x');
    expect(screen.getByText(message.reserved)).toBeInTheDocument();
    // The system variables are shown, locked: no remove button, and the panel says why.
    expect(screen.getByText('sys_user_id')).toBeInTheDocument();
    expect(screen.getByText(message.systemVariableNotDeletable)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove|を削除$/ }).map((b) => b.getAttribute('aria-label'))).toEqual([label.removeInputVariable(1)]);
    expect(dataOf(store, 'start')).toEqual({ inputVariables: [{ name: 'SYS_x', debugValue: '' }] });
  });

  it('start: refuses an empty, malformed, too long or repeated name, and a too long debug value', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('start', { language });
    const name = screen.getByRole('textbox', { name: label.name });
    await user.clear(name);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    await user.type(name, '1st');
    expect(await screen.findByText(message.invalidVariableName)).toBeInTheDocument();
    await user.clear(name);
    await user.click(name);
    await user.paste('v'.repeat(65));
    expect(await screen.findByText(message.tooLong(64))).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'inquiry');
    await user.click(screen.getByRole('button', { name: label.addVariable }));
    const second = screen.getAllByRole('textbox', { name: label.name })[1]!;
    await user.type(second, 'inquiry');
    expect(await screen.findByText(message.duplicate('inquiry'))).toBeInTheDocument();
    await user.click(screen.getAllByRole('textbox', { name: label.debugValue })[1]!);
    await user.paste('x'.repeat(5001));
    expect(await screen.findByText(message.tooLong(5000))).toBeInTheDocument();
  });
});
