import { describe, expect, it } from 'vitest';
import { studioIntegrations } from './sentry';

describe('the error reporter', () => {
  it('sets up only the integrations the studio uses: errors with their context, and traces; no replay, feedback or sessions', () => {
    expect(studioIntegrations().map((integration) => integration.name)).toEqual([
      'EventFilters',
      'FunctionToString',
      'BrowserApiErrors',
      'Breadcrumbs',
      'GlobalHandlers',
      'LinkedErrors',
      'Dedupe',
      'HttpContext',
      'BrowserTracing',
    ]);
  });
});
