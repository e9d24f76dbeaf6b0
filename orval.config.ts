/**
 * openapi/ → src/generated/ (split per tag): TanStack Query hooks through our mutator (axios-style config; fetch, axios for progress),
 * MSW handlers with faker factories, and zod schemas. Run `npm run generate`; never edit the output.
 */
import { readdirSync } from 'node:fs';
import { defineConfig } from 'orval';

const input = {
  target: './openapi/openapi.yaml',
  // Every $ref points through the root file's `components`, so generated types keep their names.
  // orval 8 reads only the external files it is told about: the contract's own files.
  parserOptions: {
    externalRefs: {
      allow: readdirSync('openapi', { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.yaml') && !file.startsWith('.') && file !== 'openapi.yaml')
        .sort()
        .map((file) => `./${file.replaceAll('\\', '/')}`),
    },
  },
};

// `npm run generate:check` generates into a scratch folder and compares it with the committed code.
const target = process.env.ORVAL_OUT ?? 'src/generated';

export default defineConfig({
  studio: {
    input,
    output: {
      mode: 'tags-split',
      target,
      schemas: `${target}/model`,
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: { generators: [{ type: 'msw', delay: false }] },
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'httpClient' },
        header: false,
        query: { signal: true },
        operations: {
          // A search that reads: the shell queries it (cached, retried) rather than mutating.
          listMyProjectOrgs: { query: { useQuery: true, useMutation: false, signal: true } },
        },
      },
    },
  },
  studioZod: {
    input,
    output: {
      mode: 'tags-split',
      target,
      client: 'zod',
      fileExtension: '.zod.ts',
      override: {
        header: false,
        // Request bodies are closed in the contract (additionalProperties: false): an undeclared field is a
        // 400, never silently dropped. ZITADEL's search request stays open, as ZITADEL's API is.
        zod: { strict: { body: true } },
        operations: { listMyProjectOrgs: { zod: { strict: { body: false } } } },
      },
    },
  },
});
