import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataOf, renderPanel } from './testing/render-panel';

// The messages of each kind's panel, in both languages: *-panels.test.tsx and node-issue-list.test.tsx.
describe('node panel', () => {
  it('LLM: the model select offers the models call, and the variable picker offers the variables in scope', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('llm_1');
    await user.click(screen.getByRole('combobox', { name: 'Model' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'GPT-4o mini' })).toBeInTheDocument());
    // An unavailable model cannot be picked.
    expect(within(listbox).getByRole('option', { name: 'Claude 3 Haiku (legacy)' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'GPT-4o mini' }));
    await user.click(screen.getByRole('button', { name: 'Insert a variable into Prompt' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /\{\{start\.sys_query\}\}/ })).toBeInTheDocument();
    // Not in scope: the database node runs after this one.
    expect(within(menu).queryByRole('menuitem', { name: /db_1/ })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: /\{\{start\.inquiry\}\}/ }));
    expect(dataOf(store, 'llm_1')).toMatchObject({ modelId: 'gpt-4o-mini', prompt: 'Answer {{start.inquiry}}{{start.inquiry}}' });
    expect(store.getState().save.status).toBe('dirty');
  });

  it('end: connects nothing (no outputs) and can be deleted', async () => {
    renderPanel('end');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByText('Connections')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete this node' })).toBeInTheDocument();
  });

  it('start: offers its connection and no delete button', async () => {
    renderPanel('start');
    expect(await screen.findByText('Connections')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete this node' })).toBeNull();
    expect(screen.getByText('→ LLM (llm_1)')).toBeInTheDocument();
  });
});
