import type { ApiKey } from './apiKey';
import type { ApiVersion } from './apiVersion';

/**
 * The new version, with its API key (answered this once only).
 */
export type ApiVersionCreated = ApiVersion & {
  apiKey: ApiKey;
};
