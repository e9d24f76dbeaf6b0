/**
 * Test fixtures for the API document and snippets: an API version (the contract's example values) with
 * whatever the test changes. For tests only.
 */
import { type ApiVersion, WorkflowApiStatus } from '../../../generated/model';

const BASE = 'https://api.studio.example.com/v1/tnt-acme-7k2m/workflows/wf_support_triage/api_support_triage_v1';

export function apiVersionFixture(overrides: Partial<ApiVersion> = {}): ApiVersion {
  return {
    id: 'api_support_triage_v1',
    workflowId: 'wf_support_triage',
    workflowName: '問い合わせ振り分け',
    workflowVersion: 3,
    versionName: 'v1',
    description: '初回公開。問い合わせ本文からカテゴリと優先度を返します。',
    status: WorkflowApiStatus.WORKFLOW_API_STATUS_PUBLISHED,
    syncEndpoint: `${BASE}/run`,
    asyncEndpoint: `${BASE}/run-async`,
    hubEndpoint: 'wss://hub.studio.example.com/v1/tnt-acme-7k2m/workflows/wf_support_triage/api_support_triage_v1',
    tenantId: 'tnt-acme-7k2m',
    inputVariableNames: ['inquiry', 'customerId'],
    outputVariableNames: ['category', 'priority'],
    apiKeyIssuedAt: '2026-01-15T09:30:00Z',
    apiKeyHint: 'aiw_sk_••••••••3f9a',
    createdBy: { id: 'user_sato', name: '佐藤 花子' },
    createdAt: '2026-01-15T09:30:00Z',
    updatedAt: '2026-01-15T09:30:00Z',
    ...overrides,
  };
}

/** Names that need quoting or escaping somewhere: Japanese, dashes, spaces, quotes, a backslash, YAML indicators, a number, `__proto__`. */
export const TRICKY_NAMES = [
  '問い合わせ本文',
  'customer-id',
  'first name',
  `it's`,
  'say "hi"',
  'back\\slash',
  '- leading dash',
  'key: value # not a comment',
  '123',
  'true',
  '__proto__',
];

/** `count` plain names: var01, var02 … */
export function manyNames(count: number, prefix = 'var'): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
}
