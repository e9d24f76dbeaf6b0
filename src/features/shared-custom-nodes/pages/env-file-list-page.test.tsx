import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import {
  getCreateConfigFileMockHandler,
  getDeleteConfigFileMockHandler,
  getGetConfigFileMockHandler,
  getListConfigFilesMockHandler,
  getUpdateConfigFileMockHandler,
} from '../../../generated/config-files/config-files.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { EnvFileListPage } from './env-file-list-page';

const PATH = '/poc/projects/:projectId/shared-custom-nodes/:nodeId/env-files';
const open = (language = 'en-us', role: 'admin' | 'agent_editor' = 'admin') =>
  renderRoute(<EnvFileListPage />, { path: PATH, url: '/poc/projects/prj_support/shared-custom-nodes/scn_slack_notify/env-files', language, role });
const grid = () => screen.findByRole('grid', { name: 'Configuration files' });

describe('EnvFileListPage', () => {
  it('lists the files with their settings', async () => {
    open();
    const table = await grid();
    expect(within(table).getByText('3 settings · 1 secret · 1 not set')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Configuration files of Slack 通知' })).toBeInTheDocument();
  });

  it('says when the list fails', async () => {
    failCalls(getListConfigFilesMockHandler);
    open();
    expect(await screen.findByText('Failed to fetch config files. Please try again later.')).toBeInTheDocument();
  });

  it('edits a file: the secret shows as set, is not sent when kept, and a failed read or update says so', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') bodies.push(await request.clone().json());
    });
    failCalls(getGetConfigFileMockHandler);
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'production.env' }));
    expect(await screen.findByText('Failed to fetch config file. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    server.resetHandlers();

    await user.click(within(table).getByRole('button', { name: 'production.env' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit production.env' });
    const token = within(dialog).getByRole('listitem', { name: 'Setting 1' });
    expect(within(token).getByTestId('secret-set')).toHaveTextContent(/^Set on /);
    expect(within(token).queryByLabelText('Value')).toBeNull();
    await user.click(within(token).getByRole('button', { name: 'Replace the secret of setting 1' }));
    expect(within(token).getByLabelText('Value')).toHaveAttribute('type', 'password');
    expect(within(token).getByLabelText('Value')).toHaveValue('');
    await user.click(within(token).getByRole('button', { name: 'Keep current' }));
    expect(within(token).queryByLabelText('Value')).toBeNull();
    expect(within(token).getByTestId('secret-set')).toHaveTextContent(/^Set on /);

    failCalls(getUpdateConfigFileMockHandler);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to update config file. Please try again later.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The failed save's toast may still be up when the second save starts: wait for the one that replaces it.
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Updated config file “production.env”'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    const sent = bodies[1] as { settings: { key: string; value?: string }[] };
    expect(sent.settings.find((s) => s.key === 'SLACK_WEBHOOK_URL')).not.toHaveProperty('value');
    expect(sent.settings.find((s) => s.key === 'SLACK_CHANNEL')).toHaveProperty('value', '#support-alerts');
  });

  it('a failed create says so and keeps the file name typed', async () => {
    failCalls(getCreateConfigFileMockHandler);
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Create configuration file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create configuration file' });
    await user.type(within(dialog).getByRole('textbox', { name: /^File name/ }), 'fails.env');
    const first = within(dialog).getByRole('listitem', { name: 'Setting 1' });
    await user.type(within(first).getByRole('textbox', { name: /^Label/ }), 'Channel');
    await user.type(within(first).getByRole('textbox', { name: /^Key/ }), 'CHANNEL');
    await user.type(within(first).getByRole('textbox', { name: /^Value/ }), '#x');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create config file. Please try again later.');
    expect(within(dialog).getByRole('textbox', { name: /^File name/ })).toHaveValue('fails.env');
  });

  it('delete names the workflows that use the file and that they will fail; a failed delete says so', async () => {
    failCalls(getDeleteConfigFileMockHandler);
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for production.env' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete configuration file' });
    expect(await within(dialog).findByRole('link', { name: 'Manual search' })).toBeInTheDocument();
    expect(within(dialog).getByText("These workflows' nodes fail when they run until another configuration file is picked.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'production.env');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete config file. Please try again later.')).toBeInTheDocument();
  });

  it('creates a file in Japanese: the file name and valid JSON required, a choice from its options; the delete dialog says who uses a file', async () => {
    const { user } = open('ja-jp', 'agent_editor');
    await screen.findByRole('grid', { name: '設定ファイル' });
    await user.click(screen.getByRole('button', { name: '設定ファイルを作成' }));
    const dialog = await screen.findByRole('dialog', { name: '設定ファイルを作成' });
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('ファイル名を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('ラベルを入力してください')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^ファイル名/ }), 'qa.env');
    const first = within(dialog).getByRole('listitem', { name: '設定 1' });
    await user.type(within(first).getByRole('textbox', { name: /^ラベル/ }), 'バージョン');
    await user.type(within(first).getByRole('textbox', { name: /^キー/ }), 'VERSION');
    await user.click(within(first).getByRole('combobox', { name: /^データ型/ }));
    await user.click(await screen.findByRole('option', { name: '選択' }));
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('選択肢を追加してください')).toBeInTheDocument();
    await user.type(within(first).getByRole('textbox', { name: /^選択肢/ }), 'v1{enter}v2');
    await user.click(within(first).getByRole('combobox', { name: /^値/ }));
    await user.click(await screen.findByRole('option', { name: 'v2' }));
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await toastText()).toContain('設定ファイル「qa.env」を作成しました');
    expect(await screen.findByRole('button', { name: 'qa.env' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'production.env の操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '削除' }));
    const remove = await screen.findByRole('dialog', { name: '設定ファイルの削除' });
    expect(within(remove).getByText('利用箇所')).toBeInTheDocument();
    expect(await within(remove).findByRole('link', { name: 'Manual search' })).toBeInTheDocument();
    expect(within(remove).getByText(/別の設定ファイルを選ぶまで実行時に失敗します/)).toBeInTheDocument();
  });
});
