import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ONE_MB } from '../../../mocks/lib/validate';
import { KEY_FILE_LIMITS, WALLET_LIMITS } from './file-types';

/** The contract's database connection schemas, as written by hand in openapi/. */
const schemas = parse(readFileSync(new URL('../../../openapi/schemas/database-connections.yaml', import.meta.url), 'utf8')) as Record<
  string,
  { properties: Record<string, { maxLength?: number; contentMediaType?: string }> }
>;

describe('connection file limits: the same in the UI, the contract and the mock', () => {
  it.each(['DatabaseConnectionCreate', 'DatabaseConnectionUpdate', 'DatabaseConnectionTestSettings'])('%s: a .zip wallet and a .json key of 1MB', (schema) => {
    const { walletFile, serviceAccountKeyFile } = schemas[schema]!.properties;
    expect(walletFile).toMatchObject({ maxLength: WALLET_LIMITS.maxBytes, contentMediaType: 'application/zip' });
    expect(serviceAccountKeyFile).toMatchObject({ maxLength: KEY_FILE_LIMITS.maxBytes, contentMediaType: 'application/json' });
    expect(ONE_MB).toBe(WALLET_LIMITS.maxBytes);
    expect([WALLET_LIMITS.extensions, KEY_FILE_LIMITS.extensions]).toEqual([['.zip'], ['.json']]);
  });
});
