// The Chromium the journeys, the benchmark and the screenshots run in.
//
// It arrives with `npm ci`: the devDependency @sparticuz/chromium ships a headless Chromium inside the
// npm package (brotli-packed, no download at run time), which runs on these Debian machines as it is.
// `ensureChromium()` unpacks it once into node_modules/.cache/chromium; `chromiumPath()` names it.
// CHROMIUM_PATH=/usr/bin/chromium (Debian's package) or any other build takes its place.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, 'node_modules', '.cache', 'chromium');
const packageDir = join(root, 'node_modules', '@sparticuz', 'chromium');
const marker = join(cacheDir, 'unpacked-from');
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');

/** The browser's path (it may not be unpacked yet: see ensureChromium). */
/** Flags for every Chromium the tests and benchmarks start: no background traffic, no GPU (these machines have none). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = () => process.env.CHROMIUM_PATH || join(cacheDir, 'chromium');

/** The command that brings a browser when the packaged one cannot run here. */
export const INSTALL_HINT =
  "Install Debian's Chromium and point the tests at it:\n" + '  sudo apt-get install -y chromium && export CHROMIUM_PATH=/usr/bin/chromium';

/** Unpacks the packaged Chromium into cacheDir unless this version already is; throws on failure. */
async function unpack(version) {
  if (existsSync(join(cacheDir, 'chromium')) && read(marker) === version) return;
  mkdirSync(cacheDir, { recursive: true });
  // The package unpacks into the temporary directory: point it at ours for this call.
  const tmp = process.env.TMPDIR;
  process.env.TMPDIR = cacheDir;
  try {
    const { default: packagedChromium } = await import('@sparticuz/chromium');
    await packagedChromium.executablePath();
  } finally {
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
  }
  writeFileSync(marker, version);
}

/**
 * Unpacks the packaged Chromium if it is not there yet (about 3 s, once per `npm ci`) and checks that it
 * starts. Returns `{ path, version }`, or `{ error }` saying what is missing and how to install it.
 */
export async function ensureChromium() {
  const path = chromiumPath();
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(path)) return { error: `CHROMIUM_PATH is ${path}, which does not exist.\n${INSTALL_HINT}` };
  } else {
    const manifest = join(packageDir, 'package.json');
    if (!existsSync(manifest)) return { error: `The packaged Chromium (@sparticuz/chromium) is not installed: run \`npm ci\`.\n${INSTALL_HINT}` };
    try {
      await unpack(JSON.parse(read(manifest)).version);
    } catch (error) {
      return { error: `The packaged Chromium could not be unpacked: ${error.message}\n${INSTALL_HINT}` };
    }
  }
  try {
    const version = execFileSync(path, ['--version'], { timeout: 5_000, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
    return { path, version };
  } catch (error) {
    const why = String(error.stderr || error.message)
      .trim()
      .split('\n')
      .slice(0, 3)
      .join('\n');
    return { error: `Chromium at ${path} does not start on this machine:\n${why}\n${INSTALL_HINT}` };
  }
}
