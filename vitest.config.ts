import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { jsonSchemaMetaValidator } from './scripts/vite-hardening.js';

// Unit and component tests. Logic and the mock backend run in Node; React components in jsdom.
export default defineConfig({
  plugins: [react(), jsonSchemaMetaValidator()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['mocks/lib/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          isolate: false,
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
