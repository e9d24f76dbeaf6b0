import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/errors';
import { createTestI18n } from '../../test/i18n';
import { uploadFailureReason } from './errors';

const en = createTestI18n('en-us').t;
const ja = createTestI18n('ja-jp').t;
const refused = (code: number, message: string) => new HttpError(code, message, '/studio/v1/projects/p/datasets/files', { code, message });

describe('why a dataset upload failed', () => {
  it('says the contract’s file name refusal (400 Invalid file name) with the rule, in both languages', () => {
    expect(uploadFailureReason(en, refused(400, 'Invalid file name'))).toBe(
      'Invalid file name. Rename the file: no / or \\, no control characters, not . or .., at most 255 characters.',
    );
    expect(uploadFailureReason(ja, refused(400, 'Invalid file name'))).toMatch(/^ファイル名が不正です。/);
    expect(uploadFailureReason(en, refused(400, 'Failed to parse file'))).toBe('Failed to parse file');
    expect(uploadFailureReason(en, refused(413, 'Request body is too large. Maximum size is 20MB.'))).toBe('File size is too large. Maximum size is 10MB.');
  });
});
