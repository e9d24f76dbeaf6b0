import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { jsonSchemaMetaValidator } from './scripts/vite-hardening.js';

// Unit and component tests. Logic and the mock backend run in Node; React components in jsdom.
export default defineConfig({
  plugins: [react(), jsonSchemaMetaValidator()],
  test: {
    // Both cores (vitest's default leaves one free: on this 2-core machine, one worker).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          // Files share modules (as in dom below): 130 files re-importing the mock backend cost over a minute. Each test
          // starts from fresh data (mocks/lib/test-setup.ts); no module mocks (vi.mock would leak into the next file).
          isolate: false,
          setupFiles: ['mocks/lib/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // MUI and the data grid render in jsdom: a page test takes up to ~4 s here (2 cores, two workers); 15 s leaves room for a busy CI machine without hiding a hang.
          testTimeout: 15_000,
          include: ['src/**/*.test.tsx'],
          isolate: false,
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
