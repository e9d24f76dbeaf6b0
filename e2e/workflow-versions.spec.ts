/**
 * Workflow versions (issue #31), through the Prism proxy: the holder of the edit permission saves three
 * times, names the last revision, compares the first of the three with the current graph in the visual
 * diff, restores the first as a new revision, publishes it as an API version and follows the API overview's
 * link back to the revision it runs. axe on the Versions panel and the diff view.
 * The list's states, naming rules, restore both ways with undo, the 409s and read-only users are proved by
 * versions/versions-panel.test.tsx; the diff's marks, keys and text diff by diff-view/revision-diff-view.test.tsx.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, openSignedIn, resetMock } from './support/studio';
import { openPanel, panel, requestEditing, saveButton } from './support/editor';

test.beforeEach(resetMock);
test.afterEach(resetMock);

const EDITOR = '/poc/projects/prj_support/workflows/editor/wf_support_summary';
const versionsPanel = (page: Page) => page.getByTestId('versions-panel');

/** Renames the LLM node and waits until the save is done. */
async function saveTitle(page: Page, title: string) {
  await panel(page).getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
}

/** The newest revision listed. */
async function newestRevision(page: Page): Promise<number> {
  const heading = versionsPanel(page).getByRole('heading', { level: 3 }).first();
  await expect(heading).toBeVisible();
  return Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
}

test('save three times, name one, compare the first with the current graph, restore it, publish it and follow the API back to its revision', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'agentEditor', EDITOR);
  await requestEditing(page);
  await openPanel(page, 'llm_1');
  await saveTitle(page, 'Summariser A');
  await saveTitle(page, 'Summariser B');
  await saveTitle(page, 'Summariser C');

  await page.getByRole('tab', { name: 'Versions' }).click();
  const last = await newestRevision(page);
  const first = last - 2;
  await expect(versionsPanel(page).getByTestId(`revision-${last}`)).toContainText('1 changed');

  // Name the last save.
  await versionsPanel(page)
    .getByRole('button', { name: `Name / describe Revision ${last}` })
    .click();
  const naming = page.getByRole('dialog');
  await naming.getByRole('textbox', { name: 'Name' }).fill('Three titles later');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(naming).toHaveCount(0);
  await expect(versionsPanel(page).getByTestId(`revision-${last}`)).toContainText('Three titles later');
  await expectAccessible(page, 'the Versions panel');

  // The first of the three against the current graph (= the last save): the LLM node's title changed.
  await versionsPanel(page)
    .getByRole('button', { name: `View Revision ${first}` })
    .click();
  const banner = page.getByTestId('revision-banner');
  await expect(banner).toContainText(`Viewing revision ${first}`);
  await banner.getByRole('button', { name: 'Compare with current' }).click();
  const diff = page.getByRole('region', { name: `Changes from Revision ${first} to Current draft` });
  await expect(diff).toBeVisible();
  const change = diff.getByRole('listitem').filter({ hasText: 'Summariser C' });
  await expect(change).toHaveCount(1);
  // The change selected: its fields, before → after.
  await change.click();
  await expect(diff).toContainText('Summariser A');
  await page.screenshot({ path: testInfo.outputPath('diff.png') });
  await expectAccessible(page, 'the visual diff');
  await diff.getByRole('button', { name: 'Close' }).click();
  await expect(diff).toHaveCount(0);
  await expect(banner).toBeVisible();

  // Restore the first as a new revision: the editor shows its title again.
  await banner.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('menuitem', { name: 'Restore as a new revision' }).click();
  const restored = last + 1;
  await expect(page.getByTestId('toast').filter({ hasText: `Restored revision ${first} as revision ${restored}.` })).toBeVisible();
  await openPanel(page, 'llm_1');
  await expect(panel(page).getByRole('textbox', { name: 'Title' })).toHaveValue('Summariser A');

  // Publish it; the API overview names the revision it runs and links back to it. Before: the panel says what
  // the new version changes against the last published one (this workflow's only version was unpublished).
  await page.getByTestId('api-panel-button').click();
  const apiPanel = page.getByTestId('api-panel');
  await expect(apiPanel).toContainText('Nothing is published yet: this will be the first published version.');
  await page.getByTestId('api-new-version').click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Version name' }).fill('restored');
  await form.getByRole('button', { name: 'Publish version' }).click();
  const keyDialog = page.getByTestId('api-key-dialog');
  await keyDialog.getByRole('button', { name: 'Close' }).click();
  await expect(keyDialog).toHaveCount(0);
  // Published: the next version would change nothing against it.
  await page.getByTestId('api-panel-button').click();
  await expect(apiPanel).toContainText(`No changes since restored (revision ${restored}).`);
  await page.screenshot({ path: testInfo.outputPath('api-panel.png') });
  await expectAccessible(page, 'the API panel');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Publish History' }).click();
  await page.getByRole('link', { name: 'Open the overview of restored' }).click();
  const link = page.getByRole('link', { name: `View revision ${restored} in the editor` });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await link.click();
  await expect(page.getByTestId('revision-banner')).toContainText(`Viewing revision ${restored}`, { timeout: 30_000 });
  // The list names the API version that runs it.
  await expect(versionsPanel(page).getByTestId(`revision-${restored}`).getByRole('list', { name: 'Run by API versions' })).toContainText('restored');
  await page.screenshot({ path: testInfo.outputPath('revision.png') });
});
