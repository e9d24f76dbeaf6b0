import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { createWorkflowFormSchema, folderFormSchema, renameWorkflowFormSchema } from './forms';

describe('workflow forms', () => {
  it.each([
    ['en-us', 'Please enter a folder name', 'Please enter a workflow name'],
    ['ja-jp', 'フォルダー名を入力してください', 'ワークフロー名を入力してください'],
  ])('says what is missing in %s', (language, folderMessage, workflowMessage) => {
    const t = createTestI18n(language).t;
    expect(folderFormSchema(t).safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(folderMessage);
    expect(createWorkflowFormSchema(t).safeParse({ name: '', copyFromWorkflowId: '' }).error?.issues[0]?.message).toBe(workflowMessage);
    expect(renameWorkflowFormSchema(t).safeParse({ name: '' }).error?.issues[0]?.message).toBe(workflowMessage);
  });

  it("refuses '/' in a folder name and overlong names, and trims", () => {
    const t = createTestI18n('en-us').t;
    expect(folderFormSchema(t).safeParse({ name: 'a/b' }).error?.issues[0]?.message).toBe("A folder name cannot contain '/'");
    expect(folderFormSchema(t).safeParse({ name: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('Enter at most 100 characters');
    expect(createWorkflowFormSchema(t).parse({ name: ' Flow ', copyFromWorkflowId: '' }).name).toBe('Flow');
  });
});
