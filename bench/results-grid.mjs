// The results grid benchmark (part of `npm run bench`; alone: `npm run bench:results-grid`): in Chromium,
// the Evaluations tab's results grid on 10,000 generated results in one virtualised scroll
// (bench/editor/results-pages.tsx, "Show all rows" on) and the plain MIT data grid on the same rows and
// columns, 100 rows a page: time to the first cells on screen, then frame intervals (median / p95) while
// the mouse wheel scrolls each from top to bottom in 120 steps — ours all 10,000 rows, the baseline its
// first page of 100 (the plain grid shows no more in one scroll).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FRAME, frames, JITTER, openBenchPages, stats } from './page-bench.mjs';

const N = 10_000;
const STEPS = 120;

const { base, browser, close } = await openBenchPages();

const SCROLLERS = { results: '[role="table"]', 'results-baseline': '.MuiDataGrid-virtualScroller' };

async function measure(mode) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}?mode=${mode}&n=${N}`);
  await page.waitForFunction(() => window.__openMs !== undefined, null, { timeout: 120_000 });
  const openMs = Math.round(await page.evaluate(() => window.__openMs));
  await page.waitForTimeout(300);
  const scroller = page.locator(SCROLLERS[mode]).first();
  const box = await scroller.boundingBox();
  const rangePx = await scroller.evaluate((element) => element.scrollHeight - element.clientHeight);
  const stepPx = Math.ceil(rangePx / STEPS);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const scroll = stats(
    await frames(page, async () => {
      for (let i = 0; i < STEPS; i += 1) {
        await page.mouse.wheel(0, stepPx);
        // One step a frame, as a fast wheel or trackpad gives them.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
      }
    }),
  );
  await page.waitForTimeout(300);
  const reached = await scroller.evaluate((element) => element.scrollTop / Math.max(1, element.scrollHeight - element.clientHeight));
  await page.close();
  return { openMs, scrollMedianMs: scroll.median, scrollP95Ms: scroll.p95, wheelSteps: STEPS, stepPx, rangePx, reachedBottom: reached > 0.99 };
}

const ours = await measure('results');
const baseline = await measure('results-baseline');
await close();

const results = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
results.resultsGrid = { [`n${N}`]: ours };
results.resultsGridBaseline = { [`n${N}`]: baseline };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nResults grid, n=${N} (first cells ms; frame ms while the wheel scrolls top to bottom in ${STEPS} steps, median / p95)`);
const line = (label, r, what) =>
  `${label.padEnd(9)} open ${String(r.openMs).padStart(5)} ms  scroll ${r.scrollMedianMs} / ${r.scrollP95Ms}  (${what}: ${r.rangePx} px, ${r.stepPx} px a step${r.reachedBottom ? '' : ', bottom NOT reached'})`;
console.log(line('ours', ours, `all ${N} rows in one scroll`));
console.log(line('baseline', baseline, 'plain data grid, its first 100-row page'));
// Smooth: no dropped frame at p95 (one 60 Hz frame plus timer jitter) while every step brings new rows.
const limit = Math.round((FRAME + JITTER) * 10) / 10;
const ratio = baseline.scrollP95Ms ? (ours.scrollP95Ms / baseline.scrollP95Ms).toFixed(2) : '–';
console.log(`${ours.scrollP95Ms <= limit ? 'met ' : 'MISS'} n${N} scrollP95Ms ${ours.scrollP95Ms} <= ${limit}  (× ${ratio} of baseline)`);
console.log('→ bench/results.json (resultsGrid, resultsGridBaseline)');
