import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/test';
import { resetMock, openSignedIn, type DevUser } from './support/studio';

// From 1280 px up the top menu fits (what does not fit moves into "more"), the header's
// switchers keep their labels, and the workflows grid shows its actions column without a sideways scroll.
test.beforeEach(resetMock);

const WIDTHS = [1280, 1366, 1440, 1920];
const SCREENSHOT_WIDTHS = [1280, 1440];
const WORKFLOWS = '/poc/projects/prj_support/workflows/list';

const LANGUAGES: { user: DevUser; lang: string; menu: string; more: string; actions: string; items: string[] }[] = [
  {
    user: 'agentEditor',
    lang: 'en',
    menu: 'Main menu',
    more: 'More',
    actions: 'Actions',
    items: ['Datasets', 'Jobs', 'Workflows', 'Knowledge', 'Custom Nodes', 'Database Connections', 'Tools', 'Agents'],
  },
  {
    user: 'admin',
    lang: 'ja',
    menu: 'メインメニュー',
    more: 'その他',
    actions: '操作',
    items: ['データセット', 'ジョブ', 'ワークフロー', 'ナレッジ', 'カスタムノード', 'データベース接続', 'ツール', 'エージェント'],
  },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function boxOf(page: Page, locator: ReturnType<Page['locator']>): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${String(locator)} has a box`).not.toBeNull();
  return box as Box;
}

async function checkHeader(page: Page, language: (typeof LANGUAGES)[number], width: number) {
  const nav = page.getByRole('navigation', { name: language.menu });
  const navBox = await boxOf(page, nav);
  const links = nav.getByRole('link');
  await expect(links.first()).toBeVisible();
  const more = nav.getByRole('button', { name: language.more });
  // Read the bar and its "more" menu until both agree: the menu moves items between them while the
  // switchers beside it take their width (the organizations' names arrive), so one reading may fall between.
  await expect(async () => {
    const shown: string[] = [];
    const boxes: Box[] = [];
    for (const link of await links.all()) {
      shown.push(((await link.textContent()) ?? '').trim());
      boxes.push(await boxOf(page, link));
    }
    if (await more.isVisible()) boxes.push(await boxOf(page, more));
    for (const [i, a] of boxes.entries()) {
      expect(inside(a, navBox), `${language.lang} ${width}px: menu item ${i} inside the menu`).toBe(true);
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${language.lang} ${width}px: menu items overlap`).toBe(false);
    }

    let hidden: string[] = [];
    if (shown.length < language.items.length) {
      // Short waits inside the retried block: after a resize the bar may take every item back and drop
      // "more" between this reading and the click, and a click waiting for it would outlast the retries.
      await more.click({ timeout: 2_000 });
      const menu = page.getByRole('menu', { name: language.more });
      await expect(menu).toBeVisible({ timeout: 2_000 });
      const items = menu.getByRole('menuitem');
      hidden = (await items.allTextContents()).map((text) => text.trim());
      for (const item of await items.all()) await expect(item).toHaveAttribute('href', /\/poc\/projects\/prj_support\//);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await more.blur();
    } else {
      await expect(more).toHaveCount(0);
    }
    expect([...shown, ...hidden], `${language.lang} ${width}px: every item in the bar or under "more", in order`).toEqual(language.items);
  }).toPass({ timeout: 10_000 });

  // The menu stops before the switchers; their floating labels are inside the bar and not covered by a menu
  // item. Measured again until the layout settles (the switchers widen when the organizations' names arrive).
  await expect(async () => {
    const banner = await boxOf(page, page.getByRole('banner'));
    const items: Box[] = [];
    for (const link of await links.all()) items.push(await boxOf(page, link));
    if (await more.isVisible()) items.push(await boxOf(page, more));
    for (const label of await page.getByRole('banner').locator('label').all()) {
      const labelBox = await boxOf(page, label);
      expect(inside(labelBox, banner), `${language.lang} ${width}px: switcher label inside the bar`).toBe(true);
      for (const item of items) {
        expect(overlaps(labelBox, item), `${language.lang} ${width}px: switcher label clear of the menu ${JSON.stringify([labelBox, item])}`).toBe(false);
      }
    }
  }).toPass({ timeout: 10_000 });
}

async function checkGrid(page: Page, language: (typeof LANGUAGES)[number], width: number) {
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const header = grid.getByRole('columnheader', { name: language.actions, exact: true });
  await expect(header).toBeVisible();
  const headerBox = await boxOf(page, header);
  const gridBox = await boxOf(page, grid);
  expect(headerBox.x + headerBox.width, `${language.lang} ${width}px: actions column inside the grid`).toBeLessThanOrEqual(gridBox.x + gridBox.width + 0.5);
  expect(headerBox.x + headerBox.width, `${language.lang} ${width}px: actions column inside the viewport`).toBeLessThanOrEqual(width);
  await expect(grid.locator('.MuiDataGrid-scrollbar--horizontal'), `${language.lang} ${width}px: no sideways scroll in the grid`).toHaveCount(0);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.mouse.move(700, 700);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const language of LANGUAGES) {
  test(`the header and the workflows grid fit from 1280 px up (${language.lang})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, language.user, WORKFLOWS);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await checkHeader(page, language, width);
      await checkGrid(page, language, width);
      if (SCREENSHOT_WIDTHS.includes(width)) await screenshot(page, testInfo, `shell-${language.lang}-light-${width}`);
    }
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    for (const width of SCREENSHOT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await checkGrid(page, language, width);
      await screenshot(page, testInfo, `shell-${language.lang}-dark-${width}`);
    }
  });
}

test('the tools and agents grids show their actions column at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'agentEditor', '/poc/projects/prj_support/tools');
  await checkGrid(page, LANGUAGES[0]!, 1280);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByRole('heading', { name: 'Agents' })).toBeVisible();
  await checkGrid(page, LANGUAGES[0]!, 1280);
});

test('the project list and the project switcher share one list request', async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/studio\/v1\/projects\?/.test(request.url())) listRequests.push(request.url());
  });
  await openSignedIn(page, 'agentEditor');
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listRequests).toHaveLength(1);
});
