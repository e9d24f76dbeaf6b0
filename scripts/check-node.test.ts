/**
 * The Node the project runs on. package.json's `engines` is true: every script runs on the devDependency
 * `node` (scripts/check-node.mjs refuses anything older), and `npm ci` — run by the machine's npm on its
 * own, older Node — does not print the tools' engine warnings as if the install had failed (README, "The two
 * commands": `.npmrc` keeps npm to errors).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

/** The machine's own Node and npm (outside node_modules/.bin), when that Node is older than the project's. */
function systemNodeAndNpm(): { node: string; npmCli: string } | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir && !dir.includes('node_modules'));
  const find = (name: string) => dirs.map((dir) => join(dir, name)).find((file) => existsSync(file));
  const node = find('node');
  const npm = find('npm');
  if (!node || !npm) return undefined;
  const version = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  if (major(version) >= major(pkg.engines.node)) return undefined;
  const npmCli = join(dirname(realpathSync(npm)), 'npm-cli.js');
  return existsSync(npmCli) ? { node, npmCli } : undefined;
}
const system = systemNodeAndNpm();
/** The environment without what npm run/npx set for this process (npm_config_local_prefix would point npm here). */
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

describe('the Node the project runs on', () => {
  it('engines says Node 24 and up, which the devDependency node meets', () => {
    expect(pkg.engines.node).toBe('>=24');
    expect(major(pkg.devDependencies.node!)).toBeGreaterThanOrEqual(24);
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it.skipIf(!system)('check-node refuses the older system Node with the way out', () => {
    const run = spawnSync(system!.node, ['scripts/check-node.mjs'], { env: cleanEnv(), encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('this project needs Node 24 (the devDependency "node")');
  });

  it.skipIf(!system)('npm ci on the older system Node prints no EBADENGINE warnings', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'npm-ci-'));
    try {
      for (const file of ['package.json', 'package-lock.json', '.npmrc']) copyFileSync(file, join(dir, file));
      // A dry run: npm reads the lock and checks every package's engines, and installs nothing.
      const run = spawnSync(system!.node, [system!.npmCli, 'ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        env: cleanEnv(),
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(`${run.stdout}${run.stderr}`).not.toContain('EBADENGINE');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
