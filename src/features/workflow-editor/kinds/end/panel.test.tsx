import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../panels/testing/languages';
import { renderPanel } from '../../panels/testing/render-panel';

describe.each(LANGUAGES)('start and end panels ($language)', ({ language, label, message, issue }) => {
  it('end: refuses an empty, malformed or repeated output name and a reference to a missing node', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('end', { language });
    const name = screen.getByRole('textbox', { name: label.name });
    await user.clear(name);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    await user.type(name, 'out-1');
    expect(await screen.findByText(message.invalidVariableName)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'out');
    await user.click(screen.getByRole('button', { name: label.addVariable }));
    await user.type(screen.getAllByRole('textbox', { name: label.name })[1]!, 'out');
    expect(await screen.findByText(message.duplicate('out'))).toBeInTheDocument();
    // A reference is checked against the graph: beside the field, and in the node's list naming the field.
    const value = screen.getAllByRole('textbox', { name: label.value })[0]!;
    await user.clear(value);
    await user.paste('{{ghost.answer}}');
    const field = value.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText(message.nodeNotFound('ghost'))).toBeInTheDocument();
    const list = screen.getByRole('region', { name: new RegExp(label.issues) });
    expect(within(list).getByRole('button', { name: issue(`${label.outputVariables} 1 › ${label.value}`, message.nodeNotFound('ghost')) })).toBeInTheDocument();
  });
});
