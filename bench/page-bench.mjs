// What the browser benchmarks share (bench/editor.mjs, bench/results-grid.mjs): the production build of
// the bench page (bench/editor, built once per process), a static server for it, Chromium, and the frame
// statistics (requestAnimationFrame intervals while a gesture runs; median and p95).
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.mjs';

const OUT = 'dist-bench-editor';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
let built = false;

/** Builds bench/editor (once), serves it and launches Chromium: `{ base, browser, close }`. */
export async function openBenchPages() {
  if (!built) {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'bench/vite.editor.config.ts'], { stdio: 'inherit' });
    built = true;
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const file = join(OUT, path === '/' ? 'index.html' : path);
    if (!existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}/`;

  const browserBuild = await ensureChromium();
  if (browserBuild.error) throw new Error(browserBuild.error);
  const browser = await chromium.launch({
    executablePath: browserBuild.path,
    args: CHROMIUM_ARGS,
  });
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { base, browser, close };
}

export const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: Math.round(at(0.5) * 10) / 10, p95: Math.round(at(0.95) * 10) / 10 };
};

/** Frame intervals while `gesture` runs. */
export async function frames(page, gesture) {
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    window.__recording = true;
    requestAnimationFrame(tick);
  });
  await gesture();
  return page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
}

// Frame intervals come in whole 60 Hz frames (16.7 ms) plus timer jitter, so "p95 ≤ one frame" allows 0.5 ms.
export const FRAME = 1000 / 60;
export const JITTER = 0.5;
