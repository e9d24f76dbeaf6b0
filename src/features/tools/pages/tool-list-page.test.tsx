import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOOL, tools } from '../../../../mocks/areas/tools/table';
import { getCreateToolMockHandler, getDeleteToolMockHandler, getUpdateToolMockHandler } from '../../../generated/tools/tools.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { ToolListPage } from './tool-list-page';

const PATH = '/poc/projects/:projectId/tools';
const URL = '/poc/projects/prj_support/tools';
const OBJECT_SCHEMA = '{"type":"object","properties":{"text":{"type":"string"}}}';

function open(language = 'en-us', url = URL) {
  return renderRoute(<ToolListPage />, { path: PATH, url, language });
}

async function grid(name = 'Tools') {
  return screen.findByRole('grid', { name });
}

describe('ToolListPage', () => {
  it("lists the project's tools with type and source, and searches by name", async () => {
    const { user } = open();
    const table = await grid();
    expect(within(table).getByText('search_faq')).toBeInTheDocument();
    expect(within(table).getAllByText('Custom node').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Shared custom node').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/ · v1$/).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'zzz{Enter}');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
  });

  it('creates a custom node tool with its schemas filled from the source', async () => {
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tool' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'mask_text');
    await user.type(within(dialog).getByRole('textbox', { name: /^Display name/ }), 'Masking');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Hides e-mail addresses in a text.');
    await user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Custom node' }));
    expect(within(dialog).getByRole('button', { name: 'Fill from source' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /^Custom node/ }));
    await user.click(await screen.findByRole('option', { name: 'PII マスキング' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fill from source' }));
    expect(await toastText()).toContain('Filled both schemas from “PII マスキング”');
    const input = within(dialog).getByRole('textbox', { name: /^Input schema/ });
    expect(JSON.parse((input as HTMLTextAreaElement).value)).toMatchObject({ type: 'object', required: ['text'] });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The fill toast is still up until the create answers.
    await waitFor(async () => expect(await toastText()).toContain('Created tool “Masking”'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(await grid()).findByText('mask_text')).toBeInTheDocument();
  });

  it("refuses each invalid input with the spec's message, in Japanese", async () => {
    const { user } = open('ja-jp');
    await grid('ツール');
    await user.click(screen.getByRole('button', { name: '新しいツール' }));
    const dialog = await screen.findByRole('dialog', { name: '新しいツール' });
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('ツール名を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('表示名を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('説明を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('種類を選択してください')).toBeInTheDocument();
    expect(within(dialog).getByText('入力スキーマを入力してください')).toBeInTheDocument();

    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.type(field(/^名前/), 'my-tool');
    await user.type(field(/^表示名/), 'あ'.repeat(21));
    await user.click(field(/^説明/));
    await user.paste('x'.repeat(501));
    expect(await within(dialog).findByText('半角英数字とアンダースコアのみ使えます')).toBeInTheDocument();
    expect(within(dialog).getByText('20 文字以内で入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('500 文字以内で入力してください')).toBeInTheDocument();

    const schema = async (text: string) => {
      await user.clear(field(/^入力スキーマ/));
      await user.click(field(/^入力スキーマ/));
      await user.paste(text);
    };
    await schema(JSON.stringify({ type: 'object', description: 'x'.repeat(5000) }));
    expect(await within(dialog).findByText(/入力スキーマは 5000 文字以内で入力してください（現在 50\d\d 文字）/)).toBeInTheDocument();
    await schema('{\n  "type": "object",\n  properties: {}\n}');
    expect(await within(dialog).findByText('入力スキーマが JSON として正しくありません（3 行目）')).toBeInTheDocument();
    await schema('{\n  "type": "object",\n  "properties": { "q": { "type": "strnig" } }\n}');
    expect(await within(dialog).findByText('入力スキーマが正しい JSON Schema ではありません（3 行目、/properties/q/type）')).toBeInTheDocument();
    await schema('{\n  "type": "array"\n}');
    expect(await within(dialog).findByText('入力スキーマは type が "object" の JSON Schema にしてください（2 行目）')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^種類/ }));
    await user.click(await screen.findByRole('option', { name: '公開済みワークフロー' }));
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('ワークフローを選択してください')).toBeInTheDocument();
    expect(within(dialog).getByText('API バージョンを選択してください')).toBeInTheDocument();
  });

  it('keeps the dialog and everything typed when the write fails', async () => {
    failCalls(getCreateToolMockHandler);
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tool' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.type(field(/^Name/), 'relay');
    await user.type(field(/^Display name/), 'Relay');
    await user.type(field(/^Description/), 'Relays a message.');
    await user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Shared custom node' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Shared custom node/ }));
    await user.click(await screen.findByRole('option', { name: 'Salesforce lookup' }));
    for (const name of [/^Input schema/, /^Output schema/]) {
      await user.click(field(name));
      await user.paste(OBJECT_SCHEMA);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toastText()).toContain('Failed to create tool. Please try again later.');
    expect(field(/^Name/)).toHaveValue('relay');
    expect(field(/^Display name/)).toHaveValue('Relay');
    expect(field(/^Description/)).toHaveValue('Relays a message.');
    expect(within(dialog).getByRole('combobox', { name: /^Shared custom node/ })).toHaveValue('Salesforce lookup');
    expect(field(/^Input schema/)).toHaveValue(OBJECT_SCHEMA);
    expect(field(/^Output schema/)).toHaveValue(OBJECT_SCHEMA);
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(tools.where((tool) => tool.name === 'relay')).toHaveLength(0);
  });

  it('keeps the edited display name when the update fails, and nothing is written', async () => {
    failCalls(getUpdateToolMockHandler, 500);
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for FAQ検索' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tool “FAQ検索”' });
    const displayName = within(dialog).getByRole('textbox', { name: /^Display name/ });
    await user.clear(displayName);
    await user.type(displayName, 'FAQ lookup');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toastText()).toContain('Failed to update tool. Please try again later.');
    expect(displayName).toHaveValue('FAQ lookup');
    expect(tools.find(TOOL.searchFaq)?.displayName).toBe('FAQ検索');
  });

  it('keeps the typed confirmation when a delete fails, and the tool stays', async () => {
    failCalls(getDeleteToolMockHandler, 500);
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for 個人情報マスキング' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tool' });
    const confirmation = within(dialog).getByRole('textbox', { name: 'Confirmation' });
    await user.type(confirmation, 'mask_pii');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toastText()).toContain('Failed to delete tool. Please try again later.');
    expect(confirmation).toHaveValue('mask_pii');
    expect(tools.find(TOOL.maskPii)).toBeDefined();
  });

  it('refuses to delete a tool an agent uses, naming the agents', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for 問い合わせ分類' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tool' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'classify_inquiry');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This tool is used by agents: サポート一次対応, Escalation helper. Remove it from them first.')).toBeInTheDocument();
    expect(await toastText()).toContain('Failed to delete tool. Please try again later.');
  });
});
