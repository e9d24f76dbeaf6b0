import type { ApiKey } from './apiKey';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

/**
 * A newly issued API key of a version (answered this once only); the version's previous key no longer works.
 */
export interface ApiKeyIssued {
  apiId: Id;
  apiKey: ApiKey;
  apiKeyIssuedAt: Timestamp;
  /** @maxLength 64 */
  apiKeyHint: string;
}
