import { describe, expect, it, vi } from 'vitest';
import { FAKE_PRIVATE_KEY, serviceAccountKeyText } from '../testing/connection-files';
import { readServiceAccountKey, serviceAccountKeyFacts } from './read-key';

const LIMITS = { maxBytes: 1024 * 1024, maxLabel: '1MB', extensions: ['.json'] };
const jsonFile = (text: string, name = 'key.json') => new File([text], name, { type: 'application/json' });

describe('readServiceAccountKey', () => {
  it('reads the project ID and client email, and never the private key', async () => {
    const log = vi.spyOn(console, 'log');
    const reading = await readServiceAccountKey(
      jsonFile(serviceAccountKeyText({ projectId: 'acme-bq', clientEmail: 'bot@acme-bq.iam.gserviceaccount.com' })),
      LIMITS,
    );
    expect(reading).toEqual({ ok: true, projectId: 'acme-bq', clientEmail: 'bot@acme-bq.iam.gserviceaccount.com' });
    expect(JSON.stringify(reading)).not.toContain(FAKE_PRIVATE_KEY);
    expect(log).not.toHaveBeenCalled();
  });

  it('refuses JSON that is not a service account key: another type, no private key, no email, not an object, not JSON', async () => {
    const key = JSON.parse(serviceAccountKeyText()) as Record<string, unknown>;
    const variants = [
      { ...key, type: 'authorized_user' },
      { ...key, private_key: undefined },
      { ...key, client_email: 'not-an-email' },
      { ...key, project_id: '' },
      [key],
    ];
    for (const variant of variants) expect(serviceAccountKeyFacts(JSON.stringify(variant))).toBeUndefined();
    expect(serviceAccountKeyFacts('{')).toBeUndefined();
    expect(serviceAccountKeyFacts('null')).toBeUndefined();
    expect(await readServiceAccountKey(jsonFile('{"hello":"world"}'), LIMITS)).toEqual({ ok: false, refusal: 'invalidFormat' });
  });

  it('refuses the wrong type, an empty file and one over 1MB before reading it', async () => {
    expect(await readServiceAccountKey(jsonFile(serviceAccountKeyText(), 'key.txt'), LIMITS)).toEqual({ ok: false, refusal: 'invalidType' });
    expect(await readServiceAccountKey(jsonFile(''), LIMITS)).toEqual({ ok: false, refusal: 'empty' });
    expect(await readServiceAccountKey(jsonFile(' '.repeat(LIMITS.maxBytes + 1)), LIMITS)).toEqual({ ok: false, refusal: 'tooLarge' });
  });
});
