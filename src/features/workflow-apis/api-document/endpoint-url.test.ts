import { describe, expect, it } from 'vitest';
import { childPath, endpointParts } from './endpoint-url';

describe('endpointParts', () => {
  it('splits an endpoint into server (with the port) and path', () => {
    expect(endpointParts('https://api.example.com/v1/t/run')).toEqual({ server: 'https://api.example.com', path: '/v1/t/run' });
    expect(endpointParts('http://localhost:4010/v1/t/run-async/')).toEqual({ server: 'http://localhost:4010', path: '/v1/t/run-async/' });
    expect(endpointParts('https://api.example.com')).toEqual({ server: 'https://api.example.com', path: '/' });
  });

  it('drops the query and fragment and keeps the path percent-encoded', () => {
    expect(endpointParts('https://x.example.com/v1/テナント/run?debug=1#top')).toEqual({
      server: 'https://x.example.com',
      path: '/v1/%E3%83%86%E3%83%8A%E3%83%B3%E3%83%88/run',
    });
  });

  it('reads an endpoint without scheme and host as a path', () => {
    expect(endpointParts('/v1/t/run')).toEqual({ server: '/', path: '/v1/t/run' });
    expect(endpointParts('v1/t/run')).toEqual({ server: '/', path: '/v1/t/run' });
    expect(endpointParts('')).toEqual({ server: '/', path: '/' });
  });
});

describe('childPath', () => {
  it('puts exactly one slash between', () => {
    expect(childPath('/v1/run-async', '{runId}')).toBe('/v1/run-async/{runId}');
    expect(childPath('/v1/run-async/', '{runId}')).toBe('/v1/run-async/{runId}');
    expect(childPath('/', '{runId}')).toBe('/{runId}');
  });
});
