import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { pasteInto } from './support/monaco';
import { expectAccessible, resetMock, openSignedIn } from './support/studio';

/**
 * Tools and agents (issue #9) through `prism proxy --errors`: a tool of each type (published workflow
 * with an API version, custom node filled from its source, shared custom node), an agent created from
 * two tools, edited and deleted; axe on both pages and both dialogs. The §5 validation messages, the
 * refused delete of a tool in use and the failing writes are proved by the component tests
 * (src/features/tools/pages/tool-list-page.test.tsx, src/features/agents/pages/agent-list-page.test.tsx).
 */
test.beforeEach(resetMock);
test.afterEach(resetMock);

const TOOLS = '/poc/projects/prj_support/tools';
const AGENTS = '/poc/projects/prj_support/agents';
const OBJECT_SCHEMA = '{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}';

const dialog = (page: Page) => page.getByRole('dialog');
const grid = (page: Page, name: string) => page.getByRole('grid', { name });
/** The toast saying `text`, as assistive technology finds it (a leaving toast may still be on screen next to it). */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function rowAction(page: Page, menu: string, action: string) {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Picks `option` in the MUI select or autocomplete labelled `label`. */
async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await dialog(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The Monaco editor of the schema field labelled `label` (waits until Monaco replaced the textarea). */
function schemaEditor(scope: Locator, label: string) {
  return scope
    .locator('.MuiFormControl-root')
    .filter({ has: scope.page().locator('label', { hasText: label }) })
    .locator('.monaco-editor');
}

/**
 * Replaces the schema's text as a user pasting it: select all in Monaco, then a paste event (typed or
 * inserted text would get Monaco's auto-closing brackets and auto-indent on each new line).
 */
async function putSchema(page: Page, label: string, text: string) {
  await pasteInto(page, schemaEditor(dialog(page), label), text);
}

test('tools and agents, in English: a published workflow tool, an agent created, edited and deleted', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', TOOLS);
  await expect(grid(page, 'Tools').getByText('classify_inquiry')).toBeVisible();
  await expectAccessible(page, 'tools page');

  await page.getByRole('button', { name: 'New tool' }).first().click();
  await expect(dialog(page)).toContainText('New tool');
  await expect(schemaEditor(dialog(page), 'Input schema')).toBeVisible();
  await expect(schemaEditor(dialog(page), 'Output schema')).toBeVisible();
  await expectAccessible(page, 'tool dialog (Monaco loaded)');

  // A published workflow at API version v1.
  const field = (name: RegExp) => dialog(page).getByRole('textbox', { name });
  await field(/^Name/).fill('triage_inquiry');
  await field(/^Display name/).fill('Inquiry triage');
  await field(/^Description/).fill('Routes a customer inquiry to the right team.');
  await choose(page, /^Type/, 'Published workflow');
  await choose(page, /^Workflow/, '問い合わせ振り分け');
  await choose(page, /^API version/, 'v1');
  await putSchema(page, 'Input schema', OBJECT_SCHEMA);
  await putSchema(page, 'Output schema', '{"type":"object","properties":{"team":{"type":"string"}}}');
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Created tool “Inquiry triage”')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const created = grid(page, 'Tools').getByRole('row').filter({ hasText: 'triage_inquiry' });
  await expect(created).toContainText('問い合わせ振り分け · v1');

  // An agent from two tools of different types, edited, then deleted.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Agents' }).click();
  await expect(page).toHaveURL(new RegExp(`${AGENTS}$`));
  await expect(grid(page, 'Agents').getByText('Escalation helper')).toBeVisible();
  await expectAccessible(page, 'agents page');
  await page.getByRole('button', { name: 'New agent' }).first().click();
  await dialog(page).getByRole('textbox', { name: /^Name/ }).fill('Triage agent');
  // The picker searches every type on the server.
  const picker = dialog(page).getByRole('combobox', { name: /^Tools/ });
  await picker.fill('slack');
  await page.getByRole('option', { name: /^Slack escalation/ }).click();
  await picker.fill('');
  await expect(page.getByRole('option', { name: /^FAQ検索/ })).toBeVisible();
  await expectAccessible(page, 'agent dialog (tool picker open)');
  await page.getByRole('option', { name: /^FAQ検索/ }).click();
  await dialog(page).getByRole('textbox', { name: /^Name/ }).click(); // closes the list (it covers the fields below)
  await expect(dialog(page)).toContainText('Slack escalation · Shared custom node');
  await expect(dialog(page)).toContainText('FAQ検索 · Published workflow');
  await dialog(page)
    .getByRole('textbox', { name: /^System prompt/ })
    .fill('Route first, then answer from the FAQ.');
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Created agent “Triage agent”')).toBeVisible();
  await expect(grid(page, 'Agents').getByRole('row').filter({ hasText: 'Triage agent' })).toContainText('2 tools');

  await rowAction(page, 'Actions for Triage agent', 'Edit');
  await expect(dialog(page)).toContainText('Edit agent “Triage agent”');
  await expect(dialog(page).getByRole('textbox', { name: /^System prompt/ })).toHaveValue('Route first, then answer from the FAQ.');
  await dialog(page)
    .getByRole('button', { name: /FAQ検索/ })
    .locator('.MuiChip-deleteIcon')
    .click();
  await dialog(page).getByRole('textbox', { name: /^Name/ }).fill('Router');
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Updated agent “Router”')).toBeVisible();
  await expect(grid(page, 'Agents').getByRole('row').filter({ hasText: 'Router' })).toContainText('1 tool');

  await rowAction(page, 'Actions for Router', 'Delete');
  await dialog(page).getByRole('textbox', { name: 'Confirmation' }).fill('Router');
  await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Deleted agent “Router”')).toBeVisible();
  await expect(grid(page, 'Agents').getByText('Router', { exact: true })).toHaveCount(0);
});

test('ツールとエージェント（日本語）: custom node filled from its source, shared custom node, then the agents page', async ({ page }) => {
  await openSignedIn(page, 'admin', TOOLS);
  const tools = grid(page, 'ツール');
  await expect(tools.getByText('classify_inquiry')).toBeVisible();
  const field = (name: RegExp) => dialog(page).getByRole('textbox', { name });

  // A custom node tool, its schemas proposed by "fill from source".
  await page.getByRole('button', { name: '新しいツール' }).first().click();
  await field(/^名前/).fill('mask_text');
  await field(/^表示名/).fill('マスキング');
  await field(/^説明/).fill('文章中のメールアドレスや電話番号を隠します。');
  await choose(page, /^種類/, 'カスタムノード');
  await choose(page, /^カスタムノード/, 'PII マスキング');
  await dialog(page).getByRole('button', { name: 'ソースから入力' }).click();
  await expect(schemaEditor(dialog(page), '入力スキーマ')).toContainText('"mask_char"');
  await expectAccessible(page, 'tool dialog, filled (ja)');
  await dialog(page).getByRole('button', { name: '作成', exact: true }).click();
  await expect(tools.getByRole('row').filter({ hasText: 'mask_text' })).toContainText('カスタムノード');

  // A shared custom node tool.
  await page.getByRole('button', { name: '新しいツール' }).first().click();
  await field(/^名前/).fill('notify_team');
  await field(/^表示名/).fill('チーム通知');
  await field(/^説明/).fill('担当チームの Slack チャンネルに通知します。');
  await choose(page, /^種類/, '共有カスタムノード');
  await choose(page, /^共有カスタムノード/, 'Slack 通知');
  await dialog(page).getByRole('button', { name: 'ソースから入力' }).click();
  await expect(toast(page, '「Slack 通知」から両方のスキーマを入力しました')).toBeVisible();
  await dialog(page).getByRole('button', { name: '作成', exact: true }).click();
  await expect(toast(page, 'ツール「チーム通知」を作成しました')).toBeVisible();
  await expect(tools.getByRole('row').filter({ hasText: 'notify_team' })).toContainText('共有カスタムノード');
  await expectAccessible(page, 'tools page (ja)');

  await page.getByRole('navigation', { name: 'サイドバー' }).getByRole('link', { name: 'エージェント' }).click();
  await expect(grid(page, 'エージェント').getByText('サポート一次対応')).toBeVisible();
  await expectAccessible(page, 'agents page (ja)');
});
