// The results grid benchmark (part of `npm run bench`; alone: `npm run bench:results-grid`): in Chromium,
// the Evaluations tab's results grid on 10,000 generated results in one virtualised scroll
// (bench/editor/results-pages.tsx, "Show all rows" on) and the plain MIT data grid on the same rows and
// columns, 100 rows a page: time to the first cells on screen, then frame intervals (median / p95) while
// the mouse wheel flicks each 600 px a frame for 120 frames (the baseline turning at the ends of its page,
// the largest the plain grid scrolls), and ours once more top to bottom through all 10,000 rows; then both flicks again with the CPU 4× slower.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FRAME, frames, JITTER, openBenchPages, stats } from './page-bench.mjs';

const N = 10_000;
const STEPS = 120;
/** The same gesture for both: a fast flick, ~16 new rows (most of a screen) every frame. */
const STEP_PX = 600;

const { base, browser, close } = await openBenchPages();

const SCROLLERS = { results: '[role="table"]', 'results-baseline': '.MuiDataGrid-virtualScroller' };

/** One wheel step a frame (as a fast wheel or trackpad gives them), `stepPx` each, turning back at either end if `turn`. */
async function wheelFrames(page, scroller, stepPx, turn) {
  const box = await scroller.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  return stats(
    await frames(page, async () => {
      let direction = 1;
      for (let i = 0; i < STEPS; i += 1) {
        const { top, range } = await scroller.evaluate((element) => ({ top: element.scrollTop, range: element.scrollHeight - element.clientHeight }));
        if (turn && ((direction > 0 && top + stepPx > range) || (direction < 0 && top - stepPx < 0))) direction = -direction;
        await page.mouse.wheel(0, direction * stepPx);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
      }
    }),
  );
}

async function measure(mode, { wholeList = false, cpuSlowdown = 1 } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // An old laptop: Chromium's CPU throttled (the DevTools setting).
  if (cpuSlowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${base}?mode=${mode}&n=${N}`);
  await page.waitForFunction(() => window.__openMs !== undefined, null, { timeout: 120_000 });
  const openMs = Math.round(await page.evaluate(() => window.__openMs));
  await page.waitForTimeout(300);
  const scroller = page.locator(SCROLLERS[mode]).first();
  const rangePx = await scroller.evaluate((element) => element.scrollHeight - element.clientHeight);
  const stepPx = wholeList ? Math.ceil(rangePx / STEPS) : STEP_PX;
  const scroll = await wheelFrames(page, scroller, stepPx, !wholeList);
  await page.waitForTimeout(300);
  const reached = await scroller.evaluate((element) => element.scrollTop / Math.max(1, element.scrollHeight - element.clientHeight));
  await page.close();
  return {
    openMs,
    scrollMedianMs: scroll.median,
    scrollP95Ms: scroll.p95,
    wheelSteps: STEPS,
    stepPx,
    rangePx,
    ...(wholeList ? { reachedBottom: reached > 0.99 } : {}),
  };
}

const ours = await measure('results');
const baseline = await measure('results-baseline');
const whole = await measure('results', { wholeList: true });
const SLOW = 4;
const oursSlow = await measure('results', { cpuSlowdown: SLOW });
const baselineSlow = await measure('results-baseline', { cpuSlowdown: SLOW });
await close();

const results = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
results.resultsGrid = { [`n${N}`]: ours };
results.resultsGridBaseline = { [`n${N}`]: baseline };
results.resultsGridWholeList = { [`n${N}`]: whole };
results.resultsGridCpu4x = { [`n${N}`]: oursSlow };
results.resultsGridBaselineCpu4x = { [`n${N}`]: baselineSlow };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nResults grid, n=${N} (first cells ms; frame ms while the wheel scrolls ${STEPS} steps, one a frame, median / p95)`);
const line = (label, r, what) =>
  `${label.padEnd(9)} open ${String(r.openMs).padStart(5)} ms  scroll ${r.scrollMedianMs} / ${r.scrollP95Ms}  (${what}; ${r.stepPx} px a step${r.reachedBottom === false ? ', bottom NOT reached' : ''})`;
console.log(line('ours', ours, `all ${N} rows in one scroll`));
console.log(line('baseline', baseline, 'plain data grid, its 100-row page, turning at its ends'));
console.log(line('whole', whole, `ours, top to bottom of all ${N} rows: a screen of new rows every frame`));
console.log(line(`ours ${SLOW}×`, oursSlow, `CPU ${SLOW}× slower, as above`));
console.log(line(`base ${SLOW}×`, baselineSlow, `CPU ${SLOW}× slower, as above`));
// Smooth: no dropped frame at p95 (one 60 Hz frame plus timer jitter) under the same gesture as the plain grid.
const limit = Math.round((FRAME + JITTER) * 10) / 10;
const ratio = baseline.scrollP95Ms ? (ours.scrollP95Ms / baseline.scrollP95Ms).toFixed(2) : '–';
console.log(`${ours.scrollP95Ms <= limit ? 'met ' : 'MISS'} n${N} scrollP95Ms ${ours.scrollP95Ms} <= ${limit}  (× ${ratio} of baseline)`);
console.log('→ bench/results.json (resultsGrid, resultsGridBaseline, resultsGridWholeList, resultsGridCpu4x, resultsGridBaselineCpu4x)');
