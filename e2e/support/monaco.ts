/** Putting text into a Monaco editor as a paste (typing would get Monaco's auto-closing brackets and auto-indent). */
import type { Locator, Page } from '@playwright/test';

export async function pasteInto(page: Page, editor: Locator, text: string): Promise<void> {
  // Near the start of the first line: a long line makes the lines layer far wider than the editor.
  await editor.click({ position: { x: 90, y: 12 } });
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
