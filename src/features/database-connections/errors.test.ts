import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/errors';
import { createTestI18n } from '../../test/i18n';
import { refusalMessage } from './errors';

const en = createTestI18n('en-us').t;
const ja = createTestI18n('ja-jp').t;
const refused = (message: string) => new HttpError(400, message, '/studio/v1/projects/p/database-connections', { code: 400, message });

describe('why a connection was refused', () => {
  it('says the API endpoint and file name rules of the contract in the user’s language', () => {
    expect(refusalMessage(en, refused('The API endpoint must be an https URL'))).toBe('The API endpoint must be an https URL');
    expect(refusalMessage(ja, refused('The API endpoint must be an https URL'))).toBe('API エンドポイントには https の URL を入力してください');
    expect(refusalMessage(en, refused('The API endpoint must not be a loopback, link-local or cloud metadata address'))).toBe(
      'The API endpoint must not be a loopback, link-local or cloud metadata address (such as localhost or 169.254.169.254)',
    );
    expect(refusalMessage(en, refused('Invalid file name'))).toBe(
      'Invalid file name. Rename the file: no / or \\, no control characters, not . or .., at most 255 characters.',
    );
    expect(refusalMessage(ja, refused('Invalid file name'))).toMatch(/^ファイル名が不正です。/);
  });
});
