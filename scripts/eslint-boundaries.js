// House import boundaries (docs/architecture.md, "Dependency direction"), as ESLint flat
// config entries for eslint-plugin-import-x:
//   app → features → components | lib | api | auth → generated
// - a feature never imports another feature (one zone per folder of src/features, read from disk,
//   so a new feature is covered without touching this file), nor app (app composes features, never
//   the other way: what a feature needs from above comes in as props, a slot or a context);
// - components, lib, api and auth never import app or features;
// - components never import the generated endpoints (hooks, query keys, fetchers, zod schemas, mock
//   handlers): a block that reads or writes the backend belongs to the feature that owns the data, or
//   takes the data as props. The generated model types (src/generated/model) stay allowed: a shared
//   block may show a contract type it is handed.
// - no import cycles in src/ and mocks/.
// `root` is the folder holding src/ (the project; the proof test passes its fixture tree).
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const SHARED = ['src/components', 'src/lib', 'src/api', 'src/auth'];

export function featureFolders(root) {
  const dir = path.join(root, 'src/features');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function boundaryZones(root) {
  const featureZones = featureFolders(root).map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message: `A feature never imports another feature (src/features/${name} may use only its own folder): move the shared code to src/components/ or src/lib/, or compose the features in src/app/.`,
  }));
  const featuresBelowApp = {
    target: 'src/features',
    from: 'src/app',
    message:
      'A feature never imports src/app (app → features): take what you need as props, a slot or a context that src/app provides, or move it down to src/components/ or src/lib/.',
  };
  const sharedZone = {
    target: SHARED,
    from: ['src/app', 'src/features'],
    message:
      'src/components, src/lib, src/api and src/auth are below app and features (app → features → components|lib|api|auth → generated): pass what you need in as props or arguments, or move it down.',
  };
  const componentsWithoutEndpoints = {
    target: 'src/components',
    from: 'src/generated',
    except: ['./model'],
    message:
      'src/components never calls the backend (no generated hooks, query keys or schemas; the generated model types are fine): move the block to the feature that owns the data, or pass the data in as props.',
  };
  return [...featureZones, featuresBelowApp, sharedZone, componentsWithoutEndpoints];
}

export function importBoundaries(root) {
  return [
    {
      files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/resolver-next': [createTypeScriptImportResolver()],
        'import-x/cache': { lifetime: '∞' },
        // Leaves for the cycle search: generated models, zod schemas and MSW mocks import only each
        // other and packages, so they cannot close a cycle (the generated hooks, which import
        // src/api/http-client, are still followed).
        'import-x/ignore': [String.raw`/src/generated/(model/|.*\.(msw|zod)\.ts$)`],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
      },
    },
  ];
}
