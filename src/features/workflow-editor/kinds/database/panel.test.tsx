import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../panels/testing/languages';
import { dataOf, renderPanel } from '../../panels/testing/render-panel';

type Bind = { name: string; value: string; type: string };

describe.each(LANGUAGES)('database and if-else panels ($language)', ({ language, label, message }) => {
  it('database: a value over 4000 characters switches to CLOB; VARCHAR2 for it is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('db_1', { language });
    const value = screen.getByRole('textbox', { name: label.value });
    await user.clear(value);
    await user.paste('x'.repeat(4001));
    await waitFor(() => expect(dataOf<{ bindVariables: Bind[] }>(store, 'db_1').bindVariables[0]!.type).toBe('BIND_VARIABLE_TYPE_CLOB'));
    await user.click(screen.getByRole('combobox', { name: label.type }));
    await user.click(await screen.findByRole('option', { name: 'VARCHAR2' }));
    expect(await screen.findByText(message.clob)).toBeInTheDocument();
    expect(dataOf<{ bindVariables: Bind[] }>(store, 'db_1').bindVariables[0]!.type).toBe('BIND_VARIABLE_TYPE_VARCHAR2');
  });

  it('database: an empty variable or query, a malformed bind name, a placeholder without a bind variable', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('db_1', { language });
    const variable = screen.getByRole('textbox', { name: label.variable });
    await user.clear(variable);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    await user.type(variable, 'rows');
    const query = screen.getByRole('textbox', { name: label.query });
    await user.type(query, ' AND region = :region');
    expect(await screen.findByText(message.bindVariableMissing('region'))).toBeInTheDocument();
    await user.clear(query);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    const bindName = screen.getByRole('textbox', { name: label.name });
    await user.clear(bindName);
    await user.type(bindName, '1x');
    expect(await screen.findByText(message.invalidVariableName)).toBeInTheDocument();
  });
});

describe('database panel: bind variable types follow the connection', () => {
  const { label } = LANGUAGES[0]!;

  it('an Oracle connection offers Oracle types; a BigQuery one turns VARCHAR2 into STRING, keeps long strings STRING and offers its own types', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('db_1');
    const connection = screen.getByRole('combobox', { name: label.connection });
    await waitFor(() => expect(connection).toHaveTextContent('顧客管理 (CRM)'));
    await user.click(screen.getByRole('combobox', { name: label.type }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['VARCHAR2', 'CLOB', 'NUMBER', 'DATE', 'TIMESTAMP', 'BOOLEAN']);
    await user.keyboard('{Escape}');

    await user.click(connection);
    await user.click(await screen.findByRole('option', { name: 'Support tickets' }));
    await waitFor(() =>
      expect(dataOf<{ connectionId: string; bindVariables: Bind[] }>(store, 'db_1')).toMatchObject({
        connectionId: 'dbc_bq_tickets',
        bindVariables: [{ type: 'BIND_VARIABLE_TYPE_STRING' }],
      }),
    );
    const value = screen.getByRole('textbox', { name: label.value });
    await user.clear(value);
    await user.paste('x'.repeat(4001));
    await waitFor(() => expect(dataOf<{ bindVariables: Bind[] }>(store, 'db_1').bindVariables[0]!.value).toHaveLength(4001));
    expect(dataOf<{ bindVariables: Bind[] }>(store, 'db_1').bindVariables[0]!.type).toBe('BIND_VARIABLE_TYPE_STRING');
    await user.click(screen.getByRole('combobox', { name: label.type }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['STRING', 'INT64', 'FLOAT64', 'BOOLEAN', 'DATE', 'TIMESTAMP']);
    await user.keyboard('{Escape}');

    // Back to an Oracle connection: the long string becomes a CLOB.
    await user.click(connection);
    await user.click(await screen.findByRole('option', { name: '販売管理DB' }));
    await waitFor(() => expect(dataOf<{ bindVariables: Bind[] }>(store, 'db_1').bindVariables[0]!.type).toBe('BIND_VARIABLE_TYPE_CLOB'));
  });
});
