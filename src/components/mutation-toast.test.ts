import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/errors';
import { createTestI18n } from '../test/i18n';
import { mutationFailedMessage, mutationSucceededMessage, toastMutationFailed, toastMutationSucceeded, tooManyRequestsMessage } from './mutation-toast';
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

  it('tell the user how long to wait when the backend refused a change with 429, in both languages', () => {
    const en = createTestI18n('en-us').t;
    const ja = createTestI18n('ja-jp').t;
    const tooMany = (retryAfterSeconds?: number) => new HttpError(429, 'Too Many Requests', '/x', undefined, { retryAfterSeconds });
    expect(tooManyRequestsMessage(en, tooMany(12))).toBe('Too many requests: try again in 12 seconds.');
    expect(tooManyRequestsMessage(en, tooMany(1))).toBe('Too many requests: try again in 1 second.');
    expect(tooManyRequestsMessage(en, tooMany())).toBe('Too many requests: wait a moment before trying again.');
    expect(tooManyRequestsMessage(en, tooMany(0))).toBe('Too many requests: wait a moment before trying again.');
    expect(tooManyRequestsMessage(ja, tooMany(12))).toBe('リクエストが多すぎます。12 秒後にもう一度お試しください。');
    expect(tooManyRequestsMessage(en, new HttpError(500, 'x', '/x'))).toBeUndefined();
    expect(tooManyRequestsMessage(en, new Error('x'))).toBeUndefined();

    toastMutationFailed(en, 'create', 'folder', undefined, tooMany(12));
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Failed to create folder. Please try again later.',
      description: 'Too many requests: try again in 12 seconds.',
      variant: 'destructive',
    });
    // A refusal the feature explains wins; any other failure has no description.
    toastMutationFailed(en, 'update', 'folder', 'A folder with this name already exists', tooMany(12));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'A folder with this name already exists' }));
    toastMutationFailed(en, 'delete', 'folder', undefined, new HttpError(500, 'x', '/x'));
    expect(toast).toHaveBeenLastCalledWith({ title: 'Failed to delete folder. Please try again later.', variant: 'destructive' });
  });
});
