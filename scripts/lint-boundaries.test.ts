// Proof that ESLint enforces the house import boundaries (scripts/eslint-boundaries.js):
// on a small fixture tree (scripts/lint-fixtures) and wired into the project's eslint.config.js.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureFolders, importBoundaries } from './eslint-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(import.meta.dirname, 'lint-fixtures');

type Zone = { target: string | string[]; from: string | string[]; except?: string[] };

function boundaryRuleIds(results: ESLint.LintResult[]): string[] {
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message));
}

describe('import boundaries on the fixture tree', () => {
  let eslint: ESLint;

  beforeAll(() => {
    eslint = new ESLint({
      cwd: fixtures,
      overrideConfigFile: true,
      overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, ...importBoundaries(fixtures)],
    });
  });

  const lint = async (filePath: string, code: string) => boundaryRuleIds(await eslint.lintText(code, { filePath }));

  it('reports a feature importing another feature', async () => {
    const ids = await lint('src/features/alpha/probe.ts', "import { betaPage } from '../beta/beta-page';\nexport const x = betaPage;\n");
    expect(ids).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports components importing a feature', async () => {
    const ids = await lint('src/components/probe.ts', "import { alphaPage } from '../features/alpha/alpha-page';\nexport const x = alphaPage;\n");
    expect(ids).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports lib importing app', async () => {
    const ids = await lint('src/lib/probe.ts', "import { routes } from '../app/router';\nexport const x = routes;\n");
    expect(ids).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports a feature importing app', async () => {
    const ids = await lint('src/features/alpha/probe.ts', "import { theme } from '../../app/theme';\nexport const x = theme;\n");
    expect(ids).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports components importing a generated endpoint (hook), and allows a generated model type', async () => {
    expect(await lint('src/components/probe.ts', "import { useGetAlpha } from '../generated/alpha/alpha';\nexport const x = useGetAlpha;\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lint('src/components/probe.ts', "import type { Alpha } from '../generated/model/alpha';\nexport const x: Alpha = { name: 'a' };\n")).toEqual(
      [],
    );
  });

  it('reports components importing app, and lib importing a feature', async () => {
    expect(await lint('src/components/probe.ts', "import { theme } from '../app/theme';\nexport const x = theme;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await lint('src/lib/probe.ts', "import { alphaPage } from '../features/alpha/alpha-page';\nexport const x = alphaPage;\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('allows a feature importing a generated hook', async () => {
    expect(await lint('src/features/alpha/probe.ts', "import { useGetAlpha } from '../../generated/alpha/alpha';\nexport const x = useGetAlpha;\n")).toEqual(
      [],
    );
  });

  it('reports an import cycle between two modules', async () => {
    const results = await eslint.lintFiles(['src/features/alpha/cycle-a.ts', 'src/features/alpha/cycle-b.ts']);
    expect(boundaryRuleIds(results)).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });

  it('allows a feature importing components and lib, and app importing a feature', async () => {
    expect(
      await lint(
        'src/features/alpha/probe.ts',
        "import { buttonLabel } from '../../components/button';\nimport { format } from '../../lib/format';\nexport const x = format(buttonLabel);\n",
      ),
    ).toEqual([]);
    expect(await lint('src/app/probe.ts', "import { alphaPage } from '../features/alpha/alpha-page';\nexport const x = alphaPage;\n")).toEqual([]);
    expect(boundaryRuleIds(await eslint.lintFiles(['src/features/alpha/alpha-page.ts', 'src/app/router.ts']))).toEqual([]);
  });
});

describe("the project's eslint.config.js", () => {
  const eslint = new ESLint({ cwd: root });

  const rule = async (filePath: string, id: string) => ((await eslint.calculateConfigForFile(filePath)) as Linter.Config).rules?.[id];

  it('has a zone for every feature folder and keeps shared code below app and features', async () => {
    const features = featureFolders(root);
    expect(features.length).toBeGreaterThan(1);
    const [, options] = (await rule(`src/features/${features[0]}/probe.ts`, 'import-x/no-restricted-paths')) as [unknown, { zones: Zone[] }];
    const targets = options.zones.map((zone) => zone.target);
    for (const feature of features) expect(targets).toContain(`src/features/${feature}`);
    expect(targets).toContainEqual(['src/components', 'src/lib', 'src/api', 'src/auth']);
    expect(options.zones).toContainEqual(expect.objectContaining({ target: 'src/features', from: 'src/app' }));
    expect(options.zones).toContainEqual(expect.objectContaining({ target: 'src/components', from: 'src/generated', except: ['./model'] }));
  });

  it('checks cycles in src/ and mocks/, and leaves the fixtures out of the normal run', async () => {
    expect(await rule('src/app/router.tsx', 'import-x/no-cycle')).toBeDefined();
    expect(await rule('mocks/handlers.ts', 'import-x/no-cycle')).toBeDefined();
    expect(await eslint.isPathIgnored('scripts/lint-fixtures/src/features/alpha/cycle-a.ts')).toBe(true);
  });

  it('reports a real lib → app import', async () => {
    const [result] = await eslint.lintText("import { theme } from '../app/theme';\nexport const x = theme;\n", {
      filePath: path.join(root, 'src/lib/boundary-probe.ts'),
    });
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-restricted-paths');
  });

  it('reports a real feature → app import and a real generated hook in components', async () => {
    const [feature] = await eslint.lintText("import { theme } from '../../app/theme';\nexport const x = theme;\n", {
      filePath: path.join(root, 'src/features/jobs/boundary-probe.ts'),
    });
    expect(feature?.messages.map((message) => message.ruleId)).toContain('import-x/no-restricted-paths');
    const [component] = await eslint.lintText("import { useGetProject } from '../generated/projects/projects';\nexport const x = useGetProject;\n", {
      filePath: path.join(root, 'src/components/boundary-probe.ts'),
    });
    expect(component?.messages.map((message) => message.ruleId)).toContain('import-x/no-restricted-paths');
  });

  it('keeps the older restrictions (no axios outside src/api, no mocks in src)', async () => {
    const code = "import axios from 'axios';\nimport { handlers } from '../../../mocks/handlers';\nexport const x = [axios, handlers];\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/features/jobs/boundary-probe.ts') });
    expect(result?.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toHaveLength(2);
  });
});
