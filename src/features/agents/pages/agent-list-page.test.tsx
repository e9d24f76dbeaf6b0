import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AGENT, agents } from '../../../../mocks/areas/agents/table';
import { server } from '../../../../mocks/node';
import {
  getCreateAgentMockHandler,
  getDeleteAgentMockHandler,
  getListAgentsMockHandler,
  getUpdateAgentMockHandler,
} from '../../../generated/agents/agents.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { AgentListPage } from './agent-list-page';

const PATH = '/poc/projects/:projectId/agents';
const URL = '/poc/projects/prj_support/agents';

function open(language = 'en-us') {
  return renderRoute(<AgentListPage />, { path: PATH, url: URL, language });
}

const grid = (name = 'Agents') => screen.findByRole('grid', { name });

describe('AgentListPage', () => {
  it('lists agents with their number of tools, and creates one from two tools of different types', async () => {
    const { user } = open();
    const table = await grid();
    expect(within(table).getByText('サポート一次対応')).toBeInTheDocument();
    expect(within(table).getByText('3 tools')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'New agent' });
    expect(within(dialog).getByText(/Up to 128 tools\./)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Refunds');
    const picker = within(dialog).getByRole('combobox', { name: /^Tools/ });
    await user.type(picker, 'faq');
    await user.click(await screen.findByRole('option', { name: /FAQ検索/ }));
    await user.clear(picker);
    await user.type(picker, 'slack');
    const slack = await screen.findByRole('option', { name: /Slack escalation/ });
    expect(slack).toHaveTextContent('Shared custom node');
    await user.click(slack);
    expect(within(dialog).getByText(/2 of at most 128 selected/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^System prompt/ }), 'Follow the refund policy.');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toastText()).toContain('Created agent “Refunds”');
    const row = (await within(await grid()).findByText('Refunds')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('2 tools')).toBeInTheDocument();
  });

  it("refuses a long name and no tools with the spec's messages, in Japanese", async () => {
    const { user } = open('ja-jp');
    await grid('エージェント');
    await user.click(screen.getByRole('button', { name: '新しいエージェント' }));
    const dialog = await screen.findByRole('dialog', { name: '新しいエージェント' });
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('エージェント名を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('ツールを 1 つ以上選択してください')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^名前/ }), 'あ'.repeat(21));
    expect(await within(dialog).findByText('20 文字以内で入力してください')).toBeInTheDocument();
  });

  it('keeps the name, tools and system prompt typed when creating fails, and nothing is written', async () => {
    failCalls(getCreateAgentMockHandler, 500);
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'New agent' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.type(field(/^Name/), 'Never saved');
    await user.type(within(dialog).getByRole('combobox', { name: /^Tools/ }), 'faq');
    await user.click(await screen.findByRole('option', { name: /FAQ検索/ }));
    await user.type(field(/^System prompt/), 'Be brief.');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toastText()).toContain('Failed to create agent. Please try again later.');
    expect(field(/^Name/)).toHaveValue('Never saved');
    expect(field(/^System prompt/)).toHaveValue('Be brief.');
    expect(within(dialog).getByText('FAQ検索 · Published workflow')).toBeInTheDocument();
    expect(agents.where((agent) => agent.name === 'Never saved')).toHaveLength(0);
  });

  it('edits an agent and keeps what was typed when the write fails', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for Escalation helper' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit agent “Escalation helper”' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Escalation');

    failCalls(getUpdateAgentMockHandler);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toastText()).toContain('Failed to update agent. Please try again later.');
    expect(name).toHaveValue('Escalation');
    expect(within(dialog).getAllByRole('button', { name: /Slack escalation/ }).length).toBeGreaterThan(0);
  });

  it('a save refused with 429 is not repeated, and the toast says how long to wait', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for Escalation helper' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit agent “Escalation helper”' });
    let calls = 0;
    server.use(
      getUpdateAgentMockHandler(() => {
        calls += 1;
        throw HttpResponse.json({ code: 429, message: 'Too Many Requests' }, { status: 429, headers: { 'Retry-After': '20' } });
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const text = await toastText();
    expect(text).toContain('Failed to update agent. Please try again later.');
    expect(text).toContain('Too many requests: try again in 20 seconds.');
    expect(calls).toBe(1);
  });

  it('deletes an agent after its name is retyped', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for Escalation helper' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete agent' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'Escalation helper');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toastText()).toContain('Deleted agent “Escalation helper”');
    const after = await grid();
    await within(after).findByText('サポート一次対応');
    expect(within(after).queryByText('Escalation helper')).toBeNull();
  });

  it('keeps the typed confirmation when a delete fails, and the agent stays', async () => {
    failCalls(getDeleteAgentMockHandler, 500);
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for Escalation helper' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete agent' });
    const confirmation = within(dialog).getByRole('textbox', { name: 'Confirmation' });
    await user.type(confirmation, 'Escalation helper');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toastText()).toContain('Failed to delete agent. Please try again later.');
    expect(confirmation).toHaveValue('Escalation helper');
    expect(agents.find(AGENT.escalation)).toBeDefined();
  });

  it("says the list could not be fetched, in the spec's words, and Retry loads it", async () => {
    failCalls(getListAgentsMockHandler);
    const { user } = open();
    expect(await screen.findByText('Failed to fetch agents. Please try again later.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await grid()).findByText('サポート一次対応')).toBeInTheDocument();
  });
});
