import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/errors';
import { createTestI18n } from '../../test/i18n';
import { uploadFailureMessage } from './errors';

const en = createTestI18n('en-us').t;
const ja = createTestI18n('ja-jp').t;
const refused = (code: number, message: string) => new HttpError(code, message, '/studio/v1/projects/p/knowledge/files', { code, message });

describe('why a knowledge file upload failed', () => {
  it('says the contract’s file name refusal (400 Invalid file name) with the rule, in both languages', () => {
    expect(uploadFailureMessage(en, refused(400, 'Invalid file name'))).toBe(
      'Invalid file name. Rename the file: no / or \\, no control characters, not . or .., at most 255 characters.',
    );
    expect(uploadFailureMessage(ja, refused(400, 'Invalid file name'))).toMatch(/^ファイル名が不正です。/);
    expect(uploadFailureMessage(en, refused(415, 'Invalid file type'))).toBe('Invalid file type');
  });
});
