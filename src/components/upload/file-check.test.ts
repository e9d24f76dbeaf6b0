import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { checkFile, extensionOf, fileRefusalMessage, type UploadLimits } from './file-check';

const limits: UploadLimits = { maxBytes: 1024 * 1024, maxLabel: '1MB', extensions: ['.pdf', '.txt', '.md'] };

describe('file checks before an upload', () => {
  it('reads the extension case-insensitively, and none for dotfiles', () => {
    expect(extensionOf('規程.PDF')).toBe('.pdf');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('refuses a wrong type, then a size over the limit, then an empty file', () => {
    expect(checkFile({ name: 'tool.exe', size: 10 }, limits)).toBe('invalidType');
    expect(checkFile({ name: 'big.pdf', size: 1024 * 1024 + 1 }, limits)).toBe('tooLarge');
    expect(checkFile({ name: 'max.pdf', size: 1024 * 1024 }, limits)).toBeUndefined();
    expect(checkFile({ name: 'empty.txt', size: 0 }, limits)).toBe('empty');
    expect(checkFile({ name: 'any.bin', size: 5 }, { ...limits, extensions: [] })).toBeUndefined();
  });

  it("words refusals with the spec's messages in both languages", () => {
    const en = createTestI18n('en-us').t;
    expect(fileRefusalMessage(en, 'tooLarge', limits)).toBe('File size is too large. Maximum size is 1MB.');
    expect(fileRefusalMessage(en, 'invalidType', limits)).toBe('Invalid file type');
    expect(fileRefusalMessage(createTestI18n('ja-jp').t, 'tooLarge', limits)).toContain('1MB');
  });
});
