/**
 * Typing on a busy machine (issue #29, item 2): with Chromium's CPU slowed 4× (Lighthouse's mid-range
 * phone, an old office laptop), text typed at a person's pace — 80 ms a key — into the code editor lands
 * whole and in order, the caret where the person left it. Before the fix (src/components/code-editor/
 * value-sync.ts) a late render wrote an older value back: keys were lost and the rest landed at the end.
 * `npx playwright test e2e/typing-throttled.spec.ts --repeat-each=10` is how it was proved 10 times in a row.
 */
import { expect } from '@playwright/test';
import { test } from './support/test';
import { PRISM_URL } from './support/env';
import { openSignedIn, resetMock, storedSession } from './support/studio';

test.beforeEach(resetMock);
test.afterEach(resetMock);

const ACME = '283134596912148481';

/** Plain words on three lines: nothing Monaco completes, closes or indents by itself. */
const LINES = ['# masked before the model sees it', '# names mails and phone numbers', '# then the rest goes through as typed'];

test('typing at 80 ms a key with the CPU slowed 4× lands every key in order, where the caret is', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', '/poc/projects/prj_support/custom-nodes/cn_mask_pii');
  const session = await storedSession(page);
  const savedCode = async () => {
    const response = await fetch(`${PRISM_URL}/studio/v1/projects/prj_support/custom-nodes/cn_mask_pii`, {
      headers: { authorization: `Bearer ${session!.access_token}`, idp: 'zitadel', 'aiw-tenant-id': ACME },
    });
    return ((await response.json()) as { code: string }).code;
  };
  const before = await savedCode();
  await page.getByRole('tab', { name: 'Code' }).click();
  const editor = page.locator('.monaco-editor');
  await expect(editor.locator('.view-lines')).toContainText('def');
  // At the top of the existing code: a value written back late would move the caret to the end.
  await editor.click({ position: { x: 120, y: 12 } });
  await page.keyboard.press('ControlOrMeta+Home');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    for (const line of LINES) {
      await page.keyboard.type(line, { delay: 80 });
      await page.keyboard.press('Enter');
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }

  // Every key, in order, at the top, and the code below untouched: what the server keeps once saved.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(savedCode).toBe(`${LINES.join('\n')}\n${before}`);
});
