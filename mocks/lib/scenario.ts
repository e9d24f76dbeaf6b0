/**
 * Runtime-switchable demo scenarios of the mock backend. Switched from the browser (the demo panel,
 * through `window.__studioMock`) or over HTTP on the mock server (`PUT /__mock/scenario`).
 */
import { z } from 'zod';

export const scenarioSchema = z.object({
  /** Which role the signed-in user holds, overriding the user's own claims ('as-user' keeps them). */
  role: z.enum(['as-user', 'admin', 'agent_editor', 'none']).default('as-user'),
  /** The IP check answers valid=false. */
  ipRestricted: z.boolean().default(false),
  /** Extra latency on every product call, in milliseconds. */
  latencyMs: z.number().int().min(0).max(30_000).default(0),
  /** Share of product writes (POST, PUT, PATCH, DELETE under /studio/v1) that fail with a 500, from 0 to 1. */
  writeFailureRate: z.number().min(0).max(1).default(0),
  /** Every backend call fails as a network error (no response), as when the network is down. */
  offline: z.boolean().default(false),
  /**
   * Node ids ('llm_1') or node kinds ('NODE_KIND_LLM') that fail when a debug run started from now on
   * executes them (an LLM node with 'Model selection is temporarily unavailable.'); the run ends FAILED.
   */
  failDebugNodes: z.array(z.string().min(1).max(64)).max(50).default([]),
  /**
   * Knowledge file names ('notes.txt') whose chunking fails in index builds started from now on ('Failed to
   * parse file: notes.txt'); the index ends FAILED. Clearing it lets a rebuild succeed.
   */
  failKnowledgeFiles: z.array(z.string().min(1).max(255)).max(50).default([]),
});

export type Scenario = z.infer<typeof scenarioSchema>;

const defaults: Scenario = scenarioSchema.parse({});
let current: Scenario = { ...defaults };
let random: () => number = Math.random;

export const scenario = {
  get: (): Scenario => current,
  /** Merges a partial change; invalid values throw a ZodError. */
  set(change: unknown): Scenario {
    current = scenarioSchema.parse({ ...current, ...(change as object) });
    return current;
  },
  reset(): Scenario {
    current = { ...defaults };
    return current;
  },
  /** Tests make the failure rate deterministic. */
  setRandom(next: () => number): void {
    random = next;
  },
  /** Writes to the product backend only: the identity provider's searches (POST) still answer. */
  shouldFailWrite(method: string, path = '/studio/v1/'): boolean {
    if (!path.startsWith('/studio/v1/')) return false;
    return current.writeFailureRate > 0 && method !== 'GET' && method !== 'HEAD' && random() < current.writeFailureRate;
  },
};
