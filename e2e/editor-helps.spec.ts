/**
 * The editor helps (issue #10 §7): a workflow created from the list opens editable; nodes from the
 * palette land apart and in view; a fresh node shows no errors until touched; a save that waits on
 * invalid nodes says how many issues to fix and lists them by node title and field.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, resetMock, openSignedIn } from './support/studio';
import { node, panel, saveButton } from './support/editor';

test.beforeEach(resetMock);
test.afterEach(resetMock);

const LIST = '/poc/projects/prj_support/workflows/list';

interface Words {
  newWorkflow: string;
  workflowName: RegExp;
  create: string;
  palette: string;
  add: (kind: string) => string;
  llm: string;
  ifElse: string;
  fixOne: string;
  fixList: string;
  modelEntry: string;
  model: string;
  llmIssues: string;
}

const EN: Words = {
  newWorkflow: 'New workflow',
  workflowName: /Workflow name/,
  create: 'Create',
  palette: 'Node palette',
  add: (kind) => `Add ${kind} node`,
  llm: 'LLM',
  ifElse: 'If-else',
  fixOne: 'Fix 1 issue to save',
  fixList: 'Fix these to save',
  modelEntry: 'This field is required. LLM · Model',
  model: 'Model',
  llmIssues: 'This node needs attention (3 items)',
};

const JA: Words = {
  newWorkflow: '新しいワークフロー',
  workflowName: /ワークフロー名/,
  create: '作成',
  palette: 'ノードパレット',
  add: (kind) => `${kind} ノードを追加`,
  llm: 'LLM',
  ifElse: '条件分岐',
  fixOne: '1 件の問題を直すと保存できます',
  fixList: '保存する前に直す問題',
  modelEntry: '必須項目です。 LLM · モデル',
  model: 'モデル',
  llmIssues: 'このノードの要対応 3 件',
};

/** New workflow from the list: it opens in the editor, editable at once (no read-only banner, no request). */
async function createWorkflow(page: Page, w: Words, name: string) {
  await page.getByRole('button', { name: w.newWorkflow }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: w.workflowName }).fill(name);
  await dialog.getByRole('button', { name: w.create, exact: true }).click();
  await expect(page).toHaveURL(/\/workflows\/editor\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: w.palette })).toBeVisible();
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
}

async function addFromPalette(page: Page, w: Words, kind: string, previous?: string): Promise<string> {
  await page.getByRole('button', { name: w.add(kind) }).click();
  await expect(panel(page)).toBeVisible();
  // The new node's panel (not the one open before).
  if (previous) await expect(panel(page)).not.toHaveAttribute('data-node-id', previous);
  const id = await panel(page).getAttribute('data-node-id');
  expect(id).toBeTruthy();
  await expect(node(page, id!)).toBeVisible();
  return id!;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test('English: create → editable editor; two palette nodes apart and in view, quiet until a save is tried; the save button lists what to fix', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', LIST);
  await createWorkflow(page, EN, 'Helpful editor');

  const llm = await addFromPalette(page, EN, EN.llm);
  const ifElse = await addFromPalette(page, EN, EN.ifElse, llm);
  // Neither on top of the other (nor of the start and end nodes), both inside the canvas on screen
  // (checked until the canvas is still: a node placed out of view is panned to).
  const ids = [llm, ifElse, 'start', 'end'];
  await expect(async () => {
    const canvas = await boxOf(page.locator('.react-flow'));
    const boxes = await Promise.all(ids.map((id) => boxOf(node(page, id))));
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [p, q] = [boxes[i]!, boxes[j]!];
        const apart = p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y;
        expect(apart, `${ids[i]} and ${ids[j]} overlap`).toBe(true);
      }
    }
    for (const box of boxes.slice(0, 2)) {
      expect(box.x).toBeGreaterThanOrEqual(canvas.x);
      expect(box.y).toBeGreaterThanOrEqual(canvas.y);
      expect(box.x + box.width).toBeLessThanOrEqual(canvas.x + canvas.width);
      expect(box.y + box.height).toBeLessThanOrEqual(canvas.y + canvas.height);
    }
  }).toPass({ timeout: 10_000 });

  // Fresh nodes show no errors; the save waits on the LLM node's missing model and says so.
  await expect(node(page, llm).getByTestId('node-issues')).toHaveCount(0);
  await expect(node(page, ifElse).getByTestId('node-issues')).toHaveCount(0);
  await expect(panel(page).getByText('This field is required.')).toHaveCount(0);
  await expect(saveButton(page)).toHaveText(EN.fixOne);

  // A click: every issue shows and the list of what to fix opens, naming node and field.
  await saveButton(page).click();
  const list = page.getByRole('dialog', { name: EN.fixList });
  await expect(list).toBeVisible();
  const entry = list.getByRole('button', { name: EN.modelEntry });
  await expect(entry).toContainText('LLM · Model');
  await expect(node(page, llm).getByTestId('node-issues')).toHaveText('3 issues');
  await expect(node(page, ifElse).getByTestId('node-issues')).toBeVisible();
  await expectAccessible(page, 'the list of issues to fix before saving');

  // The entry takes the caret to the field; the node's panel counts what its badge counts.
  await entry.click();
  await expect(list).toHaveCount(0);
  await expect(panel(page)).toHaveAttribute('data-node-id', llm);
  await expect(panel(page).getByRole('combobox', { name: EN.model })).toBeFocused();
  await expect(panel(page).getByRole('heading', { name: EN.llmIssues })).toBeVisible();
});

test('Japanese: the same wording in 日本語', async ({ page }) => {
  await openSignedIn(page, 'admin', LIST);
  await createWorkflow(page, JA, '親切なエディター');
  const llm = await addFromPalette(page, JA, JA.llm);
  await expect(node(page, llm).getByTestId('node-issues')).toHaveCount(0);
  await expect(saveButton(page)).toHaveText(JA.fixOne);
  await saveButton(page).click();
  const list = page.getByRole('dialog', { name: JA.fixList });
  await expect(list.getByRole('button', { name: JA.modelEntry })).toContainText('LLM · モデル');
  await list.getByRole('button', { name: JA.modelEntry }).click();
  await expect(panel(page).getByRole('combobox', { name: JA.model })).toBeFocused();
  await expect(panel(page).getByRole('heading', { name: JA.llmIssues })).toBeVisible();
});
