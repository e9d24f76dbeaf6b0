import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, resetMock, openSignedIn, type DevUser } from './support/studio';

// The editor follows the theme in every part of the canvas (zoom controls, minimap,
// nodes, palette, panels) with no serious axe violation in either theme, and collapsing the palette, the
// sidebar and the side panel gives the canvas most of a 1440 px screen.
// As most users see it: with motion (the other journeys run with reduced motion, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });
test.beforeEach(resetMock);
test.afterEach(resetMock);

const EDITOR = '/poc/projects/prj_support/workflows/editor/wf_support_summary';
type Theme = 'light' | 'dark';

const TEXTS = {
  en: {
    user: 'agentEditor' as DevUser,
    workflowTab: 'Workflow',
    request: 'Request edit permission',
    palette: 'Node palette',
    collapse: ['Collapse the node palette', 'Collapse the sidebar', 'Collapse the side panel'],
    expand: ['Expand the node palette', 'Expand the sidebar', 'Expand the side panel'],
  },
  ja: {
    user: 'admin' as DevUser,
    workflowTab: 'ワークフロー',
    request: '編集権限をリクエスト',
    palette: 'ノードパレット',
    collapse: ['ノードパレットを折りたたむ', 'サイドバーを折りたたむ', 'サイドパネルを折りたたむ'],
    expand: ['ノードパレットを展開', 'サイドバーを展開', 'サイドパネルを展開'],
  },
};

/** Opens the editor in `theme` (set before the first page loads) and takes the edit permission. */
async function openEditor(page: Page, theme: Theme, lang: keyof typeof TEXTS = 'en', width = 1440) {
  const texts = TEXTS[lang];
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((mode) => localStorage.setItem('vite-ui-theme', mode), theme);
  await openSignedIn(page, texts.user, EDITOR);
  await expect(page.getByRole('tab', { name: texts.workflowTab })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: texts.request }).click();
  await expect(page.getByRole('navigation', { name: texts.palette })).toBeVisible();
  await expect(page.locator('.react-flow__node').first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/**
 * The WCAG relative luminance (0 black … 1 white) of an element's computed colour, resolved by the
 * browser itself (a canvas pixel), so rgb(), color-mix() and color() values all count; fails on a
 * transparent background (nothing of the element's own to judge).
 */
async function luminance(locator: Locator, property: 'backgroundColor' | 'color' = 'backgroundColor'): Promise<number> {
  const {
    value,
    alpha,
    luminance: result,
  } = await locator.first().evaluate((element, prop) => {
    const value = getComputedStyle(element)[prop];
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data as unknown as number[];
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return { value, alpha: a! / 255, luminance: 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!) };
  }, property);
  // Opaque backgrounds; text may be slightly translucent (MUI's text colours are black at 87 %).
  expect(alpha, `${String(locator)} ${property} (${value}) is not transparent`).toBeGreaterThan(property === 'color' ? 0.5 : 0.99);
  return result;
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.mouse.move(0, 0);
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** What sits on the canvas and around it, each with the colour that shows whether it is drawn light or dark. */
function surfaces(page: Page) {
  return {
    canvas: page.locator('.react-flow'),
    zoomIn: page.locator('.react-flow__controls-button').first(),
    minimap: page.getByTestId('minimap'),
    node: page.locator('.wf-node').first(),
    page: page.locator('body'),
  };
}

test('dark theme: zoom controls, minimap, nodes, palette and panels are dark and pass axe', async ({ page }, testInfo) => {
  await openEditor(page, 'dark');
  await expect(page.locator('.react-flow')).toHaveClass(/\bdark\b/);
  const parts = surfaces(page);
  for (const [name, locator] of Object.entries(parts)) {
    expect(await luminance(locator), `${name} background is dark`).toBeLessThan(0.1);
  }
  // Icons and text on them are light.
  expect(await luminance(parts.zoomIn, 'color'), 'zoom icons are light').toBeGreaterThan(0.6);
  expect(await luminance(page.locator('.wf-node__title').first(), 'color'), 'node titles are light').toBeGreaterThan(0.6);
  expect(await luminance(page.getByRole('button', { name: 'Add LLM node' }), 'color'), 'palette labels are light').toBeGreaterThan(0.3);
  await attachScreenshot(page, testInfo, 'editor-dark-1440');
  await expectAccessible(page, 'editor, dark');

  // A node's panel open.
  await page.locator('.react-flow__node').first().click();
  await expect(page.getByTestId('node-panel')).toBeVisible();
  await attachScreenshot(page, testInfo, 'editor-dark-node-panel');
  await expectAccessible(page, 'editor with a node panel, dark');
});

test('light theme: the same parts are light and pass axe', async ({ page }, testInfo) => {
  await openEditor(page, 'light');
  await expect(page.locator('.react-flow')).toHaveClass(/\blight\b/);
  const parts = surfaces(page);
  for (const [name, locator] of Object.entries(parts)) {
    expect(await luminance(locator), `${name} background is light`).toBeGreaterThan(0.8);
  }
  expect(await luminance(parts.zoomIn, 'color'), 'zoom icons are dark').toBeLessThan(0.1);
  expect(await luminance(page.locator('.wf-node__title').first(), 'color'), 'node titles are dark').toBeLessThan(0.1);
  await attachScreenshot(page, testInfo, 'editor-light-1440');
  await expectAccessible(page, 'editor, light');

  await page.locator('.react-flow__node').first().click();
  await expect(page.getByTestId('node-panel')).toBeVisible();
  await attachScreenshot(page, testInfo, 'editor-light-node-panel');
  await expectAccessible(page, 'editor with a node panel, light');
});

test('collapsing the palette, the sidebar and the side panel gives the canvas at least 80 % of 1440 px; remembered after a reload', async ({
  page,
}, testInfo) => {
  await openEditor(page, 'light');
  const canvas = page.locator('.react-flow');
  const widthOf = async () => (await canvas.boundingBox())?.width ?? 0;
  const before = await widthOf();

  for (const name of TEXTS.en.collapse) {
    const toggle = page.getByRole('button', { name });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
  }
  for (const name of TEXTS.en.expand) await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Node palette' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
  await expect.poll(widthOf).toBeGreaterThanOrEqual(1440 * 0.8);
  expect(await widthOf()).toBeGreaterThan(before);
  await attachScreenshot(page, testInfo, 'editor-collapsed-light-1440');
  await expectAccessible(page, 'editor collapsed, light');

  // The choice is remembered: the editor opens again with the canvas wide.
  await page.reload();
  await expect(page.locator('.react-flow__node').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Expand the node palette' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expand the sidebar' })).toBeVisible();
  await expect.poll(widthOf).toBeGreaterThanOrEqual(1440 * 0.8);

  // And everything opens again.
  for (const name of TEXTS.en.expand) await page.getByRole('button', { name }).click();
  await expect(page.getByRole('navigation', { name: 'Node palette' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  await expect(page.getByTestId('overview-panel')).toBeVisible();
});

test('Japanese, dark, 1280 px: palette labels on one line each, toggles named, collapsed editor passes axe', async ({ page }, testInfo) => {
  await openEditor(page, 'dark', 'ja', 1280);
  const palette = page.getByRole('navigation', { name: TEXTS.ja.palette });
  const heights = await palette.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
  // The longest label (管理者公開カスタムノード) is not broken inside the word: every button is one line high.
  expect(Math.max(...heights) - Math.min(...heights), `palette button heights ${heights.join(', ')}`).toBeLessThan(2);
  await attachScreenshot(page, testInfo, 'editor-ja-dark-1280');
  await expectAccessible(page, 'editor, Japanese, dark');

  for (const name of TEXTS.ja.collapse) await page.getByRole('button', { name }).click();
  for (const name of TEXTS.ja.expand) await expect(page.getByRole('button', { name })).toBeVisible();
  await attachScreenshot(page, testInfo, 'editor-ja-dark-1280-collapsed');
  await expectAccessible(page, 'editor collapsed, Japanese, dark');
});
