// ESLint flat config. House rules enforced here so nobody has to remember them:
// - no axios/fetch outside src/api/ (screens use the generated hooks);
// - nothing in src/ imports mocks/ (the mock-mode bootstrap excepted, through a dynamic import);
// - the layer boundaries and no import cycles (scripts/eslint-boundaries.js).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint-boundaries.js';

const noNetworkOutsideApi = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['axios', 'axios/*'], message: 'Call the backend through the generated hooks; axios lives in src/api/ only.' },
        { group: ['**/mocks', '**/mocks/**'], message: 'src/ never imports mocks/ (only src/app/start-mocking.ts, dynamically).' },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Call the backend through the generated hooks; network code lives in src/api/ only.' },
    { name: 'XMLHttpRequest', message: 'Network code lives in src/api/ only.' },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: 'ImportExpression[source.value=/(^|\\/)mocks(\\/|$)/]', message: 'src/ never imports mocks/ (only src/app/start-mocking.ts).' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Network code lives in src/api/ only.' },
    { object: 'globalThis', property: 'fetch', message: 'Network code lives in src/api/ only.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'src/.generated-check',
      'dist',
      'dist-*',
      'src/generated',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.contract',
      'public/mockServiceWorker.js',
      'scripts/lint-fixtures',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...noNetworkOutsideApi },
  },
  ...importBoundaries(import.meta.dirname),
  {
    // The network layer itself, and the one allowed (dynamic) import of the mock backend.
    files: ['src/api/**/*.ts', 'src/app/start-mocking.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off', 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Journeys run side by side, each worker on a backend of its own: `test` comes from e2e/support/test.ts.
    files: ['e2e/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support/test' (each worker's own backend)." }] },
      ],
    },
  },
);
