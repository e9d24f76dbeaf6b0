import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/i18n';
import { mutationFailedMessage, mutationSucceededMessage, toastMutationFailed, toastMutationSucceeded } from './mutation-toast';
import { toast } from './toast/toast-store';

vi.mock('./toast/toast-store', () => ({ toast: vi.fn() }));

describe('mutation toasts', () => {
  it("word failures as the spec's catalogue does, in both languages", () => {
    const en = createTestI18n('en-us').t;
    const ja = createTestI18n('ja-jp').t;
    expect(mutationFailedMessage(en, 'create', 'folder')).toBe('Failed to create folder. Please try again later.');
    expect(mutationFailedMessage(en, 'move', 'items')).toBe('Failed to move items. Please try again later.');
    expect(mutationFailedMessage(ja, 'delete', 'ワークフロー')).toBe('ワークフローの削除に失敗しました。しばらくしてから再度お試しください。');
    expect(mutationSucceededMessage(en, 'duplicate', 'workflow', 'Invoice check (copy)')).toBe('Duplicated workflow “Invoice check (copy)”');
    expect(mutationSucceededMessage(ja, 'create', 'フォルダー', '経理')).toBe('フォルダー「経理」を作成しました');
    expect(mutationSucceededMessage(en, 'update', 'settings')).toBe('Updated settings');
  });

  it('show a destructive toast on failure and a success toast on success', () => {
    const t = createTestI18n('en-us').t;
    toastMutationFailed(t, 'update', 'folder', 'A folder with this name already exists');
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Failed to update folder. Please try again later.',
      description: 'A folder with this name already exists',
      variant: 'destructive',
    });
    toastMutationSucceeded(t, 'rename', 'folder', 'B');
    expect(toast).toHaveBeenLastCalledWith({ title: 'Renamed folder “B”', variant: 'success' });
  });
});
