/** The workflow editor's parts, as the editor journeys find them. */
import { expect, type Page } from '@playwright/test';

export const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
export const panel = (page: Page) => page.getByTestId('node-panel');
export const saveButton = (page: Page) => page.getByTestId('save-button');

/**
 * Takes the edit permission and waits until the editor is editable (the read-only banner gone, the node
 * palette shown): the canvas draws its nodes anew when editing starts, so a node focused before that
 * loses its focus (a panel opened too early never shows).
 */
export async function requestEditing(page: Page): Promise<void> {
  // The editor's first load brings its lazy chunks (React Flow): up to 30 s on a busy machine.
  await page.getByRole('button', { name: /^(Request edit permission|編集権限をリクエスト)$/ }).click({ timeout: 30_000 });
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /^(Node palette|ノードパレット)$/ })).toBeVisible();
}

/** Opens a node's panel (focus and Enter: it works wherever the node sits on the canvas). */
export async function openPanel(page: Page, id: string): Promise<void> {
  await node(page, id).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toHaveAttribute('data-node-id', id);
}

/**
 * Shows the whole flow (the canvas's fit-view control). The canvas opens at a readable zoom from the start
 * node, so on a narrow canvas the last nodes sit outside the view: a journey that clicks or drags a node
 * with the pointer shows the whole flow first (keyboard journeys need not: a focused node is panned into view).
 */
export async function fitWholeFlow(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Fit the whole workflow in view|ワークフロー全体を表示)$/ }).click();
}
