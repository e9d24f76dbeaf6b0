/**
 * Debug runs in the workflow editor (issue #11), through the Prism proxy: a read-only user sees the
 * runs but cannot start one; the holder runs the seeded workflow automatically to success (outputs in
 * the trace), the tab and run survive a reload, a step run takes Next three times and is stopped
 * (unfinished nodes cancelled), a past run is re-run with its inputs, and two runs are compared. In
 * Japanese: a run whose LLM node fails shows the message on the node and in the trace. axe on the
 * Debug tab and the bottom panel, light and dark.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, resetMock, setScenario, openSignedIn, type DevUser } from './support/studio';
import { fitWholeFlow, node } from './support/editor';

test.beforeEach(resetMock);
test.afterEach(resetMock);

const TRIAGE = '/poc/projects/prj_support/workflows/editor/wf_support_triage';
const controls = (page: Page) => page.getByTestId('run-controls');
const bottomPanel = (page: Page) => page.getByTestId('bottom-panel');
const runsList = (page: Page) => page.getByTestId('runs-list');
const trace = (page: Page) => page.getByTestId('run-detail');
const runStatus = (page: Page, id: string) => node(page, id).locator('.wf-node');

async function openDebugTab(page: Page, user: DevUser, theme: 'light' | 'dark' = 'light') {
  await page.addInitScript((mode) => localStorage.setItem('vite-ui-theme', mode), theme);
  await openSignedIn(page, user, `${TRIAGE}?tab=debug`);
  await expect(page.getByTestId('debug-panel')).toBeVisible({ timeout: 30_000 });
}

async function openBottomPanel(page: Page) {
  const toggle = page.getByTestId('bottom-panel-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(runsList(page)).toBeVisible();
}

/** The run the panel shows ends in `status` (the run controls carry it). */
async function expectRunStatus(page: Page, status: string, timeout = 20_000) {
  await expect(controls(page)).toHaveAttribute('data-run-status', `DEBUG_RUN_STATUS_${status}`, { timeout });
}

test('debug runs: read-only look, auto run to success, reload, step run with Next ×3 and Stop, re-run, compare', async ({ page }) => {
  test.setTimeout(150_000);
  await openDebugTab(page, 'agentEditor');
  await expect(page.getByRole('tab', { name: 'Debug' })).toHaveAttribute('aria-selected', 'true');

  // Read-only (no edit permission yet): the seeded runs are there, no way to start one.
  await expect(page.getByTestId('debug-panel')).toContainText('Only the person holding the edit permission can start runs');
  await expect(page.getByRole('button', { name: 'Start run' })).toHaveCount(0);
  await expect(page.getByTestId('run-button')).toHaveCount(0);
  await openBottomPanel(page);
  await expect(runsList(page).getByRole('listitem')).toHaveCount(4);
  await expect(runsList(page).getByRole('button', { name: /Re-run/ })).toHaveCount(0);

  // The holder: the form, prefilled with the start node's debug values.
  await page.getByRole('button', { name: 'Request edit permission' }).click();
  const form = page.getByRole('form', { name: 'Start a debug run' });
  await expect(form.getByRole('textbox', { name: 'inquiry' })).toHaveValue(/返品/);

  // Auto run of the seeded workflow: success, the refund branch taken, the outputs in the trace.
  await form.getByRole('button', { name: 'Start run' }).click();
  await expectRunStatus(page, 'SUCCEEDED');
  await expect(page).toHaveURL(/tab=debug/);
  await expect(page).toHaveURL(/run=dbg_/);
  await expect(runStatus(page, 'end_refund')).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_SUCCEEDED');
  await expect(runStatus(page, 'end_general')).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_SKIPPED');
  await expect(runStatus(page, 'llm_1')).toContainText('Succeeded');
  await expect(page.getByTestId('run-outputs')).toContainText('high');
  await expect(trace(page)).toContainText(/tokens/);
  await expect(runsList(page).getByRole('listitem')).toHaveCount(5);
  await expectAccessible(page, 'debug tab and bottom panel, light');

  // The bottom panel is taller when its top edge is dragged up.
  const edge = page.getByRole('separator', { name: 'Resize test runs and logs' });
  const before = Number(await edge.getAttribute('aria-valuenow'));
  const box = (await edge.boundingBox())!;
  await page.mouse.move(box.x + 200, box.y + box.height / 2);
  await page.mouse.down();
  // (By 40 px: the panel takes at most 40 % of the window, so the run's Next and Stop stay in view.)
  await page.mouse.move(box.x + 200, box.y + box.height / 2 - 40, { steps: 5 });
  await page.mouse.up();
  await expect(edge).toHaveAttribute('aria-valuenow', String(before + 40));

  // A reload keeps the tab, the run shown and the panel's height.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Debug' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expectRunStatus(page, 'SUCCEEDED');
  await expect(edge).toHaveAttribute('aria-valuenow', String(before + 40));
  await expect(runStatus(page, 'end_refund')).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_SUCCEEDED');

  // Step mode, other inputs (the else branch): Next three times, then Stop.
  await form.getByRole('textbox', { name: 'inquiry' }).fill('配送予定日を教えてください');
  await form.getByRole('radio', { name: 'Step' }).check();
  await form.getByRole('button', { name: 'Start run' }).click();
  await expectRunStatus(page, 'PAUSED');
  await expect(runStatus(page, 'start')).toHaveAttribute('data-run-current', 'true');
  for (const done of ['start', 'knowledge_1', 'llm_1']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(runStatus(page, done)).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_SUCCEEDED');
    await expectRunStatus(page, 'PAUSED');
  }
  await expect(runStatus(page, 'if_1')).toHaveAttribute('data-run-current', 'true');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expectRunStatus(page, 'CANCELLED');
  for (const cancelled of ['if_1', 'db_1', 'end_refund', 'end_general']) {
    await expect(runStatus(page, cancelled)).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_CANCELLED');
  }
  await expect(runStatus(page, 'llm_1')).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_SUCCEEDED');
  await expect(trace(page)).toContainText('Debug execution cancelled');
  await expect(page.getByTestId('run-outputs')).toHaveCount(0);

  // Re-run the first (auto) run with its inputs: the refund branch again, though the form said otherwise.
  const autoRun = runsList(page).getByRole('listitem').nth(1);
  await autoRun.getByRole('button', { name: /Re-run/ }).click();
  await expectRunStatus(page, 'RUNNING');
  await expect(form.getByRole('textbox', { name: 'inquiry' })).toHaveValue(/返品/);
  await expectRunStatus(page, 'SUCCEEDED');
  await expect(runStatus(page, 'end_refund')).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_SUCCEEDED');
  await expect(runsList(page).getByRole('listitem')).toHaveCount(7);

  // Compare the re-run with the stopped step run: node by node, the differences marked.
  await runsList(page).getByRole('listitem').nth(0).getByRole('checkbox').check();
  await runsList(page).getByRole('listitem').nth(1).getByRole('checkbox').check();
  await page.getByTestId('run-compare').click();
  const compare = page.getByRole('region', { name: 'Comparison of two runs' });
  await expect(compare).toBeVisible();
  await expect(compare).toContainText(/nodes differ/);

  // A node picked on the canvas opens its trace entry.
  await page.getByRole('button', { name: 'Back to the run' }).click();
  await fitWholeFlow(page);
  await node(page, 'llm_1').click();
  await expect(
    trace(page)
      .getByRole('button', { name: /カテゴリ分類/ })
      .first(),
  ).toHaveAttribute('aria-expanded', 'true');
});

test('ja, dark: a run whose LLM node fails shows the message on the node and in the trace', async ({ page }) => {
  await setScenario({ failDebugNodes: ['NODE_KIND_LLM'] });
  await openDebugTab(page, 'admin', 'dark');
  await expect(page.getByRole('tab', { name: 'デバッグ' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: '編集権限をリクエスト' }).click();
  await page.getByRole('form', { name: 'デバッグ実行を開始' }).getByRole('button', { name: '実行を開始' }).click();
  await expectRunStatus(page, 'FAILED');
  await expect(runStatus(page, 'llm_1')).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_FAILED');
  await expect(node(page, 'llm_1').getByTestId('node-run-error')).toHaveText('モデルの選択は一時的に利用できません。');
  await expect(runStatus(page, 'end_refund')).toHaveAttribute('data-run-status', 'DEBUG_NODE_STATUS_SKIPPED');
  await expect(trace(page)).toContainText('モデルの選択は一時的に利用できません。');
  await expect(trace(page)).toContainText('ワークフローのデバッグ実行に失敗しました');
  await expect(bottomPanel(page)).toBeVisible();
  await expectAccessible(page, 'debug tab and bottom panel, ja dark');
});
