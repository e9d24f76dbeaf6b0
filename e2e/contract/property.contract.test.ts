/**
 * Property-based contract test: for every operation of the contract, requests generated from the
 * contract's own schemas (json-schema-faker, seeded, so a failure replays) go through
 * `prism proxy --errors` to the mock backend. The generator is shared with the conformance kit
 * (scripts/contract-verify/generated-requests.ts), which sends the same kinds of requests to any backend.
 * - Valid requests (path ids from the seeded data or generated, query and JSON bodies generated from
 *   their schemas): never a 5xx, never a contract violation (Prism refusing our request, or the answer
 *   breaking the contract), any 4xx the contract declares is fine (a generated id answers 404).
 * - Invalid requests (a required field left out, a value of the wrong type, a string over its
 *   maxLength, an out-of-range or missing required query parameter, no bearer token): must be refused
 *   (4xx), never accepted.
 * It prints how many requests of each kind each operation got.
 * `npm test` runs the generated requests once, in the conformance kit against the mock server
 * (CONTRACT_PROPERTY_IN_KIT=1 skips them here); `npm run test:contract` runs them here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_VERSION,
  CUSTOM_NODE,
  DATABASE_CONNECTION,
  DATASET_FILE,
  KNOWLEDGE_INDEX,
  ORG,
  PROJECT,
  SHARED_CUSTOM_NODE,
  WORKFLOW,
} from '../../mocks/fixtures/ids';
import { devToken } from '../../mocks/lib/test-client';
import { loadContract, operationEntries } from '../../scripts/contract-verify/contract';
import {
  DEFAULT_SEED,
  describeRequest,
  INVALID_PER_OPERATION,
  requestGenerator,
  sendGenerated,
  VALID_PER_OPERATION,
  type GeneratedRequest,
} from '../../scripts/contract-verify/generated-requests';
import { PRISM_PORT } from './servers';
import { resetMock } from './client';

const SEED = Number(process.env.CONTRACT_PROPERTY_SEED ?? DEFAULT_SEED);

/** Seeded ids by path parameter name: most valid requests reach real rows, some a generated id (404). */
const KNOWN_IDS: Record<string, string[]> = {
  projectId: [PROJECT.support, PROJECT.invoice],
  workflowId: [WORKFLOW.supportTriage, WORKFLOW.faqAnswer],
  apiId: [API_VERSION.supportTriageV1],
  customNodeId: Object.values(CUSTOM_NODE),
  sharedCustomNodeId: Object.values(SHARED_CUSTOM_NODE),
  connectionId: Object.values(DATABASE_CONNECTION),
  indexId: Object.values(KNOWLEDGE_INDEX),
  fileId: Object.values(DATASET_FILE),
};

const spec = loadContract();
const generator = requestGenerator(spec, { seed: SEED, knownIds: (_template, param) => KNOWN_IDS[param] });

const send = (request: GeneratedRequest) =>
  sendGenerated(`http://127.0.0.1:${PRISM_PORT}`, request, { idp: 'zitadel', 'aiw-tenant-id': ORG.acme, authorization: `Bearer ${devToken('admin')}` });

const counts = new Map<string, { valid: number; invalid: number }>();

describe.skipIf(process.env.CONTRACT_PROPERTY_IN_KIT === '1')('contract: generated requests through the proxy', () => {
  beforeAll(resetMock);
  afterAll(async () => {
    await resetMock();
    const rows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
    const total = rows.reduce((sum, [, c]) => sum + c.valid + c.invalid, 0);
    console.log(`contract (generated, seed ${SEED}): ${total} requests over ${rows.length} operations`);
    for (const [id, c] of rows) console.log(`  ${id.padEnd(36)} valid ${c.valid}  invalid ${c.invalid}`);
  });

  const operations = operationEntries(spec);

  it.each(operations.map((o) => [o.op.operationId, o] as const))('%s', { timeout: 60_000 }, async (_id, entry) => {
    const problems: string[] = [];
    const tally = { valid: 0, invalid: 0 };
    for (let i = 0; i < VALID_PER_OPERATION; i++) {
      const request = await generator.validRequest(entry);
      const answer = await send(request);
      tally.valid++;
      const where = describeRequest(request);
      if (answer.status >= 500) problems.push(`valid request answered ${answer.status}: ${where} → ${answer.violations ?? answer.text.slice(0, 400)}`);
      else if (answer.violations) problems.push(`answer broke the contract: ${where} → ${answer.violations}`);

      if (i < INVALID_PER_OPERATION) {
        const invalid = generator.invalidVariant(request, entry, i);
        const refused = await send(invalid);
        tally.invalid++;
        const what = describeRequest(invalid);
        if (refused.status < 400) problems.push(`invalid request accepted (${refused.status}): ${what}`);
        if (refused.status >= 500 && !refused.refusedByContract)
          problems.push(`invalid request answered ${refused.status}: ${what} → ${refused.text.slice(0, 400)}`);
      }
    }
    counts.set(entry.op.operationId, tally);
    expect(problems).toEqual([]);
  });
});
