import { defineConfig } from 'vitest/config';

// The Prism contract test: the mock server behind `prism proxy --errors`, every operation called.
export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['e2e/contract/**/*.contract.test.ts'],
    globalSetup: ['e2e/contract/servers.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
