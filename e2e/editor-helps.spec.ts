/**
 * The editor helps: a workflow created from the list opens editable; nodes from the
 * palette land apart and in view; a save that waits on invalid nodes opens the list of what to fix (axe).
 * The wording (badges, the save button's count, the list's entries, the panel's heading, in English and
 * Japanese) is proved by features/workflow-editor/components/new-node-issues.test.tsx.
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
  fixList: string;
}

const EN: Words = {
  newWorkflow: 'New workflow',
  workflowName: /Workflow name/,
  create: 'Create',
  palette: 'Node palette',
  add: (kind) => `Add ${kind} node`,
  llm: 'LLM',
  ifElse: 'If-else',
  fixList: 'Fix these to save',
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

test('create → editable editor; two palette nodes apart and in view; a save tried while a node is invalid lists what to fix', async ({ page }) => {
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

  // The save waits on the LLM node's missing model: a click opens the list of what to fix.
  await saveButton(page).click();
  await expect(page.getByRole('dialog', { name: EN.fixList })).toBeVisible();
  await expectAccessible(page, 'the list of issues to fix before saving');
});
