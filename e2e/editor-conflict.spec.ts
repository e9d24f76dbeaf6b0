/**
 * Two tabs of the same user on the same workflow (both hold the edit permission): the second tab's
 * save is based on an old revision, gets the 409, and the merged copy keeps both tabs' edits. The
 * version the merge set aside stays on the device: the overview panel restores it as one undoable edit.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { resetMock, openSignedIn } from './support/studio';
import { node, openPanel, panel, saveButton } from './support/editor';

test.beforeEach(resetMock);
test.afterEach(resetMock);

const EDITOR_URL = '/poc/projects/prj_support/workflows/editor/wf_support_summary';
const prompt = (page: Page) => panel(page).getByRole('textbox', { name: 'Prompt', exact: true });

async function expectEditable(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Node palette' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
}

/** After a reload: three nodes (no duplicates), the first tab's prompt and the second tab's title. */
async function expectBothEdits(page: Page) {
  await page.reload();
  await expect(node(page, 'end')).toContainText('Hand-over', { timeout: 30_000 });
  await expect(page.locator('.react-flow__node')).toHaveCount(3);
  await openPanel(page, 'llm_1');
  await expect(prompt(page)).toHaveValue('Summarise in two lines.');
}

test('two tabs edit different nodes; the second save gets 409, the merged copy keeps both after reload', async ({ page, context }) => {
  await openSignedIn(page, 'agentEditor', EDITOR_URL);
  await page.getByRole('button', { name: 'Request edit permission' }).click({ timeout: 30_000 });
  await expectEditable(page);
  const second = await context.newPage();
  await second.goto(EDITOR_URL);
  await expectEditable(second);
  for (const tab of [page, second]) tab.on('dialog', (dialog) => void dialog.accept());

  // The first tab changes the LLM prompt and saves: the server moves on one revision.
  await openPanel(page, 'llm_1');
  await prompt(page).fill('Summarise in two lines.');
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });

  // The second tab, still on the old revision, retitles the end node: its save is refused.
  await openPanel(second, 'end');
  await panel(second).getByRole('textbox', { name: 'Title' }).fill('Hand-over');
  const dialog = second.getByRole('dialog', { name: 'This workflow was changed by someone else' });
  await expect(dialog).toContainText('Hanako Sato saved this workflow', { timeout: 20_000 });
  await expect(saveButton(second)).toHaveText('Save Failed');
  await dialog.getByRole('button', { name: 'Merge both' }).click();
  await expect(dialog).toBeHidden();
  await expect(saveButton(second)).toHaveText('Saved', { timeout: 20_000 });

  await expectBothEdits(second);
  await expectBothEdits(page);

  // The merge set the first tab's version aside; restoring it drops the second tab's title, Ctrl+Z brings it back.
  await page.keyboard.press('Escape');
  const notice = page.getByTestId('conflict-backup-notice');
  await notice.getByRole('button', { name: 'Restore it' }).click();
  await expect(notice).toHaveCount(0);
  await expect(node(page, 'end')).not.toContainText('Hand-over');
  await page.keyboard.press('Control+Z');
  await expect(node(page, 'end')).toContainText('Hand-over');
});
