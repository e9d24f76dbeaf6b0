import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, resetMock, openSignedIn } from './support/studio';

test.beforeEach(resetMock);
test.afterEach(resetMock);

const grid = (page: Page) => page.getByRole('grid', { name: /Workflows and folders|ワークフローとフォルダー/ });
const toast = (page: Page) => page.getByTestId('toast');
const dialog = (page: Page) => page.getByRole('dialog');

async function itemAction(page: Page, name: string, action: string, menuLabel = (n: string) => `Actions for ${n}`) {
  await page.getByRole('button', { name: menuLabel(name), exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** A workflow created from the list opens in its editor, editable by its creator (no read-only banner); then back to the list. */
async function backFromNewWorkflow(page: Page, name: string) {
  await expect(page).toHaveURL(/\/workflows\/editor\//);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
  await page.goBack();
}

async function fillAndSubmit(scope: Locator, field: string | RegExp, value: string, submit: string) {
  await scope.getByRole('textbox', { name: field }).fill(value);
  await scope.getByRole('button', { name: submit, exact: true }).click();
}

test('projects and workflows, in English: create, copy, rename, move, duplicate, delete, hierarchy view', async ({ page }) => {
  await openSignedIn(page, 'agentEditor');

  // A project.
  await page.getByRole('button', { name: 'Create project' }).first().click();
  await fillAndSubmit(dialog(page), /Project name/, 'Journey project', 'Create project');
  await expect(toast(page)).toContainText('Created project “Journey project”');
  await page.getByRole('link', { name: 'Journey project' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Workflows' }).click();
  await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('No workflows yet.');

  // Folder A, and B inside it.
  await page.getByRole('button', { name: 'New folder' }).click();
  await fillAndSubmit(dialog(page), /Folder name/, 'A', 'Create');
  await expect(toast(page)).toContainText('Created folder “A”');
  await grid(page).getByRole('link', { name: 'A', exact: true }).click();
  await expect(page).toHaveURL(/\/workflows\/list\/A$/);
  await page.getByRole('button', { name: 'New folder' }).click();
  await fillAndSubmit(dialog(page), /Folder name/, 'B', 'Create');
  await grid(page).getByRole('link', { name: 'B', exact: true }).click();
  await expect(page).toHaveURL(/\/workflows\/list\/A\/B$/);
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('A');

  // A workflow in B, then a copy of it.
  await page.getByRole('button', { name: 'New workflow' }).first().click();
  await fillAndSubmit(dialog(page), /Workflow name/, 'Intake', 'Create');
  await backFromNewWorkflow(page, 'Intake');
  await expect(grid(page).getByRole('link', { name: 'Intake', exact: true })).toBeVisible();
  await itemAction(page, 'Intake', 'Copy to new workflow…');
  await expect(dialog(page).getByRole('textbox', { name: /Workflow name/ })).toHaveValue('Intake (copy)');
  await expect(dialog(page).getByRole('combobox', { name: 'Start from' })).toHaveText('Intake');
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await backFromNewWorkflow(page, 'Intake (copy)');
  await expect(grid(page).getByRole('link', { name: 'Intake (copy)', exact: true })).toBeVisible();

  // Rename the copy, then move it to A.
  await itemAction(page, 'Intake (copy)', 'Rename');
  await fillAndSubmit(dialog(page), /Workflow name/, 'Routing', 'Save');
  await expect(grid(page).getByRole('link', { name: 'Routing', exact: true })).toBeVisible();
  await itemAction(page, 'Routing', 'Move');
  await dialog(page).getByRole('radio', { name: 'A', exact: true }).check();
  await dialog(page).getByRole('button', { name: 'Move', exact: true }).click();
  await expect(grid(page).getByRole('link', { name: 'Routing', exact: true })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'A', exact: true }).click();
  await expect(grid(page).getByRole('link', { name: 'Routing', exact: true })).toBeVisible();

  // Duplicate it, then delete the duplicate through the retype dialog.
  await itemAction(page, 'Routing', 'Duplicate');
  await expect(toast(page)).toContainText('Duplicated workflow');
  await expect(grid(page).getByRole('link', { name: 'Routing (copy)', exact: true })).toBeVisible();
  await itemAction(page, 'Routing (copy)', 'Delete');
  await expect(dialog(page).getByRole('textbox', { name: 'Confirmation' })).toBeVisible();
  await expectAccessible(page, 'delete dialog');
  await dialog(page).getByRole('textbox', { name: 'Confirmation' }).fill('Routing (copy)');
  await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page)).toContainText('Deleted workflow “Routing (copy)”');
  await expect(grid(page).getByRole('link', { name: 'Routing (copy)', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'workflows list view');

  // The hierarchy view: the whole tree; drag and drop moves.
  await page.getByRole('button', { name: 'Hierarchy' }).click();
  await expect(page).toHaveURL(/\/workflows\/list\/A\?view=tree$/);
  const tree = page.getByRole('navigation', { name: 'Folder tree' });
  await expect(tree.getByRole('link', { name: 'Intake', exact: true })).toBeVisible();
  await expect(tree.getByRole('link', { name: 'Routing', exact: true })).toBeVisible();
  await expectAccessible(page, 'workflows hierarchy view');
  const rowOf = (name: string) => tree.locator('[data-testid^="tree-row-"]').filter({ has: page.getByRole('link', { name, exact: true }) });
  await rowOf('Intake').dragTo(tree.getByTestId('tree-row-root'));
  await expect(toast(page)).toContainText('Moved 1 item');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/workflows\/list\/A$/);
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'All workflows' }).click();
  await expect(grid(page).getByRole('link', { name: 'Intake', exact: true })).toBeVisible();
});

test('hierarchy view: a workflow dragged into a folder moves once, says so once, and is still there after a reload', async ({ page }) => {
  const moves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/workflow-items/move')) moves.push(request.url());
  });
  await openSignedIn(page, 'agentEditor', '/poc/projects/prj_support/workflows/list?view=tree');
  const tree = page.getByRole('navigation', { name: 'Folder tree' });
  const rowOf = (name: string) => tree.locator('[data-testid^="tree-row-"]').filter({ has: page.getByRole('link', { name, exact: true }) });
  // The innermost list item of the FAQ folder (its parent folder's item holds it too).
  const faq = () =>
    tree
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'FAQ', exact: true }) })
      .last();
  await expect(faq().getByRole('link', { name: 'Inquiry summary', exact: true })).toHaveCount(0);

  await rowOf('Inquiry summary').dragTo(rowOf('FAQ'));
  await expect(toast(page)).toContainText('Moved 1 item');
  await expect(faq().getByRole('link', { name: 'Inquiry summary', exact: true })).toBeVisible();

  await page.reload();
  await expect(faq().getByRole('link', { name: 'Inquiry summary', exact: true })).toBeVisible();
  expect(moves).toHaveLength(1);
});

test('paging and search are in the URL: reload lands on the same page, back and forward work', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', '/poc/projects/prj_support/workflows/list/Experiments?pageSize=10');
  await expect(page.getByText('1–10 of 27')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  // Page 2 shown before asking for the next one (a click while it loads can be lost).
  await expect(page.getByText('11–20 of 27')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.getByText('21–27 of 27')).toBeVisible();
  await page.reload();
  await expect(page.getByText('21–27 of 27')).toBeVisible();
  await expect(grid(page).getByRole('row')).toHaveCount(8);
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('11–20 of 27')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('21–27 of 27')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Reply');
  await expect(page).toHaveURL(/name=Reply/);
  await expect(page).not.toHaveURL(/page=3/);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(grid(page).getByRole('link', { name: 'Reply drafter' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('no such workflow');
  await expect(page.getByTestId('empty-state')).toContainText('Nothing matches “no such workflow”.');
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('Reply');
  await expect(grid(page).getByRole('link', { name: 'Reply drafter' })).toBeVisible();
});

test('プロジェクトとワークフロー（日本語）: a new project’s empty workflows, a folder and its delete dialog in Japanese, with axe', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await page.getByRole('button', { name: 'プロジェクトを作成' }).first().click();
  await fillAndSubmit(dialog(page), /プロジェクト名/, '検証プロジェクト', 'プロジェクトを作成');
  await page.getByRole('link', { name: '検証プロジェクト' }).click();
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ワークフロー' }).click();
  await expect(page.getByTestId('empty-state')).toContainText('ワークフローはまだありません。');

  await page.getByRole('button', { name: '新しいフォルダー' }).click();
  await fillAndSubmit(dialog(page), /フォルダー名/, '経理', '作成');
  await expect(grid(page).getByRole('link', { name: '経理', exact: true })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: '更新日時' })).toBeVisible();

  await itemAction(page, '経理', '削除', (n) => `${n} の操作`);
  await expect(dialog(page).getByRole('textbox', { name: '確認' })).toBeVisible();
  await expectAccessible(page, 'delete dialog (ja)');
  await dialog(page).getByRole('textbox', { name: '確認' }).fill('経理');
  await dialog(page).getByRole('button', { name: '削除', exact: true }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectAccessible(page, 'workflows list (ja)');
});
