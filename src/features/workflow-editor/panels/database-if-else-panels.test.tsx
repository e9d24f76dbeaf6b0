import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './testing/languages';
import { dataOf, renderPanel } from './testing/render-panel';

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
    await waitFor(() => expect(dataOf<{ connectionId: string; bindVariables: Bind[] }>(store, 'db_1')).toMatchObject({ connectionId: 'dbc_bq_tickets', bindVariables: [{ type: 'BIND_VARIABLE_TYPE_STRING' }] }));
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
