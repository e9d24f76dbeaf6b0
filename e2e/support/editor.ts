/** The workflow editor's parts, as the editor journeys find them. */
import { expect, type Page } from '@playwright/test';

export const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
export const panel = (page: Page) => page.getByTestId('node-panel');
export const saveButton = (page: Page) => page.getByTestId('save-button');

/** Opens a node's panel (focus and Enter: it works wherever the node sits on the canvas). */
export async function openPanel(page: Page, id: string): Promise<void> {
  await node(page, id).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toHaveAttribute('data-node-id', id);
}
