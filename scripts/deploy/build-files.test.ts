/** What the build leaves for deploy/nginx/start.sh (scripts/deploy/build-files.ts). */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../csp';
import { precompress, writeScriptHashes } from './build-files';

let outDir = '';
afterEach(() => rmSync(outDir, { recursive: true, force: true }));
const build = (files: Record<string, string>) => {
  outDir = mkdtempSync(join(tmpdir(), 'studio-build-files-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(outDir, name, '..'), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
};

describe('writeScriptHashes', () => {
  it("writes the inline scripts' hashes one a line, as the CSP of scripts/csp.ts lists them", () => {
    const html = '<!doctype html><script>a()</script><script src="/x.js"></script><script>\n b();\n</script>';
    build({ 'index.html': html });
    expect(writeScriptHashes(outDir)).toEqual(inlineScriptHashes(html));
    expect(readFileSync(join(outDir, '.deploy', 'csp-script-hashes'), 'utf8')).toBe(`${inlineScriptHashes(html).join('\n')}\n`);
  });
});

describe('precompress', () => {
  const text = 'export const answer = 42;\n'.repeat(200);

  it('writes .gz and .br of each text file that decompress to the file', async () => {
    build({ 'assets/app-abc.js': text, 'assets/app-abc.css': text, 'index.html': text, 'locales/en-us/common.json': text, 'favicon.svg': text });
    const compressed = await precompress(outDir);
    expect(compressed).toHaveLength(5);
    for (const file of compressed) {
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
    }
  });

  it('leaves out source maps, images, dotfolders (never served) and files compression would not shrink', async () => {
    build({ 'assets/app.js.map': text, 'logo.png': text, '.vite/manifest.json': text, 'tiny.js': 'a' });
    expect(await precompress(outDir)).toEqual([]);
    for (const file of ['assets/app.js.map', 'logo.png', '.vite/manifest.json', 'tiny.js']) {
      expect(existsSync(join(outDir, `${file}.gz`))).toBe(false);
      expect(existsSync(join(outDir, `${file}.br`))).toBe(false);
    }
  });
});
