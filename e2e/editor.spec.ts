import { expect, type Locator, type Page } from '@playwright/test';
import { newContext, test } from './support/test';
import { expectAccessible, resetMock, setScenario, openSignedIn } from './support/studio';
import { fitWholeFlow, node, openPanel, panel, requestEditing, saveButton } from './support/editor';

test.beforeEach(resetMock);
test.afterEach(resetMock);

const editorUrl = (workflowId: string, projectId = 'prj_support') => `/poc/projects/${projectId}/workflows/editor/${workflowId}`;
const nodes = (page: Page) => page.locator('.react-flow__node');

/** Opens a workflow signed in and takes the edit permission. */
async function openForEditing(page: Page, workflowId: string) {
  await openSignedIn(page, 'agentEditor', editorUrl(workflowId));
  await expect(page.getByRole('tab', { name: 'Workflow' })).toBeVisible({ timeout: 30_000 });
  await requestEditing(page);
}

async function addFromPalette(page: Page, kind: string): Promise<string> {
  await page.getByRole('button', { name: `Add ${kind} node` }).click();
  await expect(panel(page)).toBeVisible();
  const id = await panel(page).getAttribute('data-node-id');
  expect(id).toBeTruthy();
  return id!;
}

async function selectOption(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

async function connectFrom(page: Page, sourceId: string, targetId: string, handle = 'Next') {
  await openPanel(page, sourceId);
  await expect(panel(page)).toHaveAttribute('data-node-id', sourceId);
  await selectOption(page, panel(page).getByRole('combobox', { name: `Connect ${handle} to` }), new RegExp(`\\(${targetId}\\)`));
  await panel(page).getByRole('button', { name: 'Connect', exact: true, disabled: false }).click();
}

test('build start → LLM → if-else → two ends by clicking and typing, save, reload: all there', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await openForEditing(page, 'wf_support_summary');
  // Start from the start node alone.
  for (const id of ['llm_1', 'end']) {
    await node(page, id).click();
    await panel(page).getByRole('button', { name: 'Delete this node' }).click();
    await expect(node(page, id)).toHaveCount(0);
  }
  await openPanel(page, 'start');
  const llm = await addFromPalette(page, 'LLM');
  await selectOption(page, panel(page).getByRole('combobox', { name: 'Model' }), /^GPT-4o$/);
  await panel(page).getByRole('textbox', { name: 'Prompt', exact: true }).fill('Classify this inquiry: ');
  await panel(page).getByRole('button', { name: 'Insert a variable into Prompt' }).click();
  await page.getByRole('menuitem', { name: /\{\{start\.text\}\}/ }).click();
  const ifElse = await addFromPalette(page, 'If-else');
  await connectFrom(page, 'start', llm);
  await connectFrom(page, llm, ifElse);
  await openPanel(page, ifElse);
  await panel(page).getByRole('button', { name: 'Insert a variable into Input variable' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`\\{\\{${llm}\\.result\\}\\}`) }).click();
  await panel(page).getByRole('textbox', { name: 'Value' }).fill('refund');
  const endRefund = await addFromPalette(page, 'End');
  await panel(page).getByRole('textbox', { name: 'Title' }).fill('Refund');
  const endOther = await addFromPalette(page, 'End');
  await panel(page).getByRole('textbox', { name: 'Title' }).fill('Other');
  await connectFrom(page, ifElse, endRefund, 'IF');
  await connectFrom(page, ifElse, endOther, 'ELSE');

  await expect(nodes(page)).toHaveCount(5);
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
  await expectAccessible(page, 'editor with the if-else panel');
  await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('node-panel')).toHaveCount(0);
  await expectAccessible(page, 'editor with the overview panel');

  await page.reload();
  await expect(nodes(page)).toHaveCount(5, { timeout: 30_000 });
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
  await expect(node(page, endRefund)).toContainText('Refund');
  await expect(node(page, endOther)).toContainText('Other');
  await openPanel(page, llm);
  await expect(panel(page).getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue('Classify this inquiry: {{start.text}}');
  await openPanel(page, ifElse);
  await expect(panel(page).getByText(`→ Refund (${endRefund})`)).toBeVisible();
  await expect(panel(page).getByText(`→ Other (${endOther})`)).toBeVisible();
});

test('undo and redo a node move and a deletion', async ({ page }) => {
  await openForEditing(page, 'wf_support_summary');
  await fitWholeFlow(page);
  const llm = node(page, 'llm_1');
  const transform = async () => llm.evaluate((el) => (el as HTMLElement).style.transform);
  const before = await transform();
  const box = (await llm.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, box.y + 140, { steps: 8 });
  await page.mouse.up();
  const moved = await transform();
  expect(moved).not.toEqual(before);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(transform).toBe(before);
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(transform).toBe(moved);

  await node(page, 'end').click();
  await page.keyboard.press('Escape');
  await node(page, 'end').focus();
  await page.keyboard.press('Delete');
  await expect(node(page, 'end')).toHaveCount(0);
  await page.keyboard.press('Control+Z');
  await expect(node(page, 'end')).toHaveCount(1);
  await page.keyboard.press('Control+Y');
  await expect(node(page, 'end')).toHaveCount(0);
});

test('copy two nodes and paste them into another workflow; copying nothing says Copy failed', async ({ page }) => {
  await openForEditing(page, 'wf_support_summary');
  await fitWholeFlow(page);
  await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+C');
  await expect(page.getByTestId('toast')).toContainText('Copy failed');
  await node(page, 'llm_1').click();
  await expect(node(page, 'llm_1')).toHaveClass(/selected/);
  // Hold Control, then click, as a person does (React Flow reads the held key from keydown).
  await page.keyboard.down('Control');
  await node(page, 'end').click();
  await page.keyboard.up('Control');
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(2);
  await page.keyboard.press('Control+C');
  await expect(page.getByTestId('toast')).toContainText('Copied 2 nodes');

  await page.goto(editorUrl('wf_mail_archive_cleanup'));
  await requestEditing(page);
  await expect(nodes(page)).toHaveCount(3);
  await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+V');
  await expect(nodes(page)).toHaveCount(5);
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(nodes(page)).toHaveCount(5, { timeout: 30_000 });
});

test('failing writes keep Save Failed while edits accumulate; when writes recover they are saved', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await openForEditing(page, 'wf_support_summary');
  await setScenario({ writeFailureRate: 1 });
  await node(page, 'llm_1').click();
  const prompt = panel(page).getByRole('textbox', { name: 'Prompt', exact: true });
  await prompt.fill('First edit.');
  await expect(saveButton(page)).toHaveText('Save Failed', { timeout: 20_000 });
  await prompt.fill('First edit. Second edit.');
  await panel(page).getByRole('textbox', { name: 'Title' }).fill('Summariser');
  await expect(saveButton(page)).toHaveText('Save Failed');
  // A reload while writes fail: the local draft brings the work back.
  await page.reload();
  await node(page, 'llm_1').click({ timeout: 30_000 });
  await expect(panel(page).getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue('First edit. Second edit.');
  await setScenario({ writeFailureRate: 0 });
  // Saved by the next retry, or at once with Ctrl+S.
  await page.keyboard.press('Control+S');
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 30_000 });
  await page.reload();
  await node(page, 'llm_1').click({ timeout: 30_000 });
  await expect(panel(page).getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue('First edit. Second edit.');
  await expect(node(page, 'llm_1')).toContainText('Summariser');
});

test('offline shows Offline, and reconnecting saves', async ({ page, context }) => {
  await openForEditing(page, 'wf_support_summary');
  await expect(saveButton(page)).toHaveText('Saved');
  await context.setOffline(true);
  await expect(saveButton(page)).toHaveText('Offline');
  await node(page, 'llm_1').click();
  await panel(page).getByRole('textbox', { name: 'Prompt', exact: true }).fill('Written offline.');
  await expect(saveButton(page)).toHaveText('Offline');
  await context.setOffline(false);
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
  await page.reload();
  await node(page, 'llm_1').click({ timeout: 30_000 });
  await expect(panel(page).getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue('Written offline.');
});

test('a second user is read-only and sees the holder; after release they can request it', async ({ page, browser }) => {
  await openForEditing(page, 'wf_support_summary');
  const other = await newContext(browser);
  const second = await other.newPage();
  await openSignedIn(second, 'admin', editorUrl('wf_support_summary'));
  // The second user reads Japanese (their profile's locale): the banner names the holder either way.
  await expect(second.getByTestId('read-only-banner')).toContainText('Hanako Sato', { timeout: 30_000 });
  await expect(second.getByTestId('read-only-banner')).toHaveText('閲覧のみ: Hanako Sato さんがこのワークフローを編集中です。');
  await expect(second.getByRole('button', { name: '編集権限をリクエスト' })).toHaveCount(0);
  await expect(second.getByRole('navigation', { name: 'ノードパレット' })).toHaveCount(0);
  await expect(second.getByTestId('save-button')).toBeDisabled();
  await expectAccessible(second, 'read-only editor (Japanese)');

  await page.getByRole('button', { name: 'Release edit permission' }).click();
  await expect(page.getByTestId('read-only-banner')).toBeVisible();
  await second.reload();
  await second.getByRole('button', { name: '編集権限をリクエスト' }).click();
  await expect(second.getByTestId('read-only-banner')).toHaveCount(0);
  await expect(second.getByRole('navigation', { name: 'ノードパレット' })).toBeVisible();
  // And now the first user sees the second as the holder.
  await page.reload();
  await expect(page.getByTestId('read-only-banner')).toHaveText('Read-only: 山田 太郎 is editing this workflow.', { timeout: 30_000 });
  await other.close();
});

test('keyboard alone: build start → LLM → end and save', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await openForEditing(page, 'wf_support_summary');
  // Remove the LLM and end nodes by keyboard: focus a node, Delete.
  for (const id of ['llm_1', 'end']) {
    await node(page, id).focus();
    await page.keyboard.press('Delete');
    await expect(node(page, id)).toHaveCount(0);
  }
  // Focus the start node with Tab from the last palette button, open its panel with Enter.
  await page.getByRole('button', { name: 'Add Admin-published custom node node' }).focus();
  await page.keyboard.press('Tab');
  await expect(node(page, 'start')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toHaveAttribute('data-node-id', 'start');

  await page.getByRole('button', { name: 'Add LLM node' }).focus();
  await page.keyboard.press('Enter');
  const llm = (await panel(page).getAttribute('data-node-id'))!;
  await panel(page).getByRole('combobox', { name: 'Model' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('combobox', { name: 'Model' })).toHaveText('GPT-4o mini');
  await panel(page).getByRole('textbox', { name: 'Prompt', exact: true }).focus();
  await page.keyboard.type('Reply politely.');

  await page.getByRole('button', { name: 'Add End node' }).focus();
  await page.keyboard.press('Enter');
  const end = (await panel(page).getAttribute('data-node-id'))!;

  // Connect start → LLM and LLM → end from the panels.
  for (const [source, target] of [
    ['start', llm],
    [llm, end],
  ] as const) {
    await node(page, source).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toHaveAttribute('data-node-id', source);
    await panel(page).getByRole('combobox', { name: 'Connect Next to' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: new RegExp(`\\(${target}\\)`) }).focus();
    await page.keyboard.press('Enter');
    await panel(page).getByRole('button', { name: 'Connect', exact: true }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await page.keyboard.press('Control+S');
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
  await page.reload();
  await expect(nodes(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
});

test('reopening a saved workflow from the list shows what was saved, and the next edit saves without a conflict', async ({ page }) => {
  await openForEditing(page, 'wf_support_summary');
  await openPanel(page, 'llm_1');
  await panel(page).getByRole('textbox', { name: 'Title' }).fill('Summariser v2');
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Workflows' }).click();
  await page.getByRole('link', { name: 'Inquiry summary', exact: true }).click();
  await expect(node(page, 'llm_1')).toContainText('Summariser v2', { timeout: 30_000 });
  await openPanel(page, 'llm_1');
  await panel(page).getByRole('textbox', { name: 'Title' }).fill('Summariser v3');
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
  await expect(page.getByTestId('conflict-dialog')).toHaveCount(0);
});

test('offline from the demo panel while editing: the canvas and the edits stay, back online they save and undo still works', async ({ page }) => {
  await openForEditing(page, 'wf_support_summary');
  await page.getByRole('button', { name: 'Open the demo panel' }).click();
  const offline = page.getByRole('region', { name: 'Demo panel (mock mode)' }).getByRole('switch', { name: 'Offline' });
  await offline.check();
  await openPanel(page, 'llm_1');
  await panel(page).getByRole('textbox', { name: 'Title' }).fill('Written offline');
  await expect(saveButton(page)).toHaveText('Offline', { timeout: 20_000 });
  await expect(page.getByText('Failed to fetch workflow. Please try again later.')).toHaveCount(0);
  await expect(node(page, 'llm_1')).toContainText('Written offline');
  await offline.uncheck();
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(node(page, 'llm_1')).not.toContainText('Written offline');
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
});
