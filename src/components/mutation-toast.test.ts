import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../api/errors';
import { createTestI18n } from '../test/i18n';
import {
  mutationFailedMessage,
  mutationSucceededMessage,
  refusalMessage,
  toastMutationFailed,
  toastMutationSucceeded,
  tooManyRequestsMessage,
} from './mutation-toast';
import { currentToasts, resetToasts } from './toast/toast-store';

/** What the last call showed (the real toast store: files share modules here, so no module mock). */
function shown() {
  const [last] = currentToasts();
  if (!last) return undefined;
  const { id: _id, open: _open, ...rest } = last;
  return rest;
}

beforeEach(resetToasts);

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
    expect(shown()).toEqual({
      title: 'Failed to update folder. Please try again later.',
      description: 'A folder with this name already exists',
      variant: 'destructive',
    });
    toastMutationSucceeded(t, 'rename', 'folder', 'B');
    expect(shown()).toEqual({ title: 'Renamed folder “B”', variant: 'success' });
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
    expect(shown()).toEqual({
      title: 'Failed to create folder. Please try again later.',
      description: 'Too many requests: try again in 12 seconds.',
      variant: 'destructive',
    });
    // A refusal the feature explains wins; any other failure has no description.
    toastMutationFailed(en, 'update', 'folder', 'A folder with this name already exists', tooMany(12));
    expect(shown()).toEqual(expect.objectContaining({ description: 'A folder with this name already exists' }));
    toastMutationFailed(en, 'delete', 'folder', undefined, new HttpError(500, 'x', '/x'));
    expect(shown()).toEqual({ title: 'Failed to delete folder. Please try again later.', variant: 'destructive' });
  });

  it('say why the backend refused a change (403), by its reason, in both languages, without "try again later"', () => {
    const en = createTestI18n('en-us').t;
    const ja = createTestI18n('ja-jp').t;
    const refused = (reason?: string) => new HttpError(403, 'Forbidden', '/x', { code: 403, message: 'Forbidden', ...(reason ? { reason } : {}) });
    expect(refusalMessage(en, refused('ROLE_FORBIDDEN'))).toBe('Only an administrator can do this.');
    expect(refusalMessage(en, refused('TENANT_FORBIDDEN'))).toBe('You have no role in this organization.');
    expect(refusalMessage(en, refused('EDIT_PERMISSION_REQUIRED'))).toBe('You do not hold the edit permission for this workflow.');
    expect(refusalMessage(en, refused('IP_FORBIDDEN'))).toBe('Your IP address may not use the studio.');
    expect(refusalMessage(en, refused())).toBe('Your role does not have permission to do this.');
    expect(refusalMessage(ja, refused('ROLE_FORBIDDEN'))).toBe('この操作は管理者のみが行えます。');
    expect(refusalMessage(ja, refused('TENANT_FORBIDDEN'))).toBe('この組織でのロールがありません。');
    expect(refusalMessage(ja, refused('EDIT_PERMISSION_REQUIRED'))).toBe('このワークフローの編集権限を持っていません。');
    expect(refusalMessage(en, new HttpError(409, 'x', '/x'))).toBeUndefined();

    expect(mutationFailedMessage(en, 'publish', 'shared custom node', refused('ROLE_FORBIDDEN'))).toBe(
      'Failed to publish shared custom node. Only an administrator can do this.',
    );
    expect(mutationFailedMessage(ja, 'save', 'ワークフロー', refused('EDIT_PERMISSION_REQUIRED'))).toBe(
      'ワークフローの保存に失敗しました。このワークフローの編集権限を持っていません。',
    );
    expect(mutationFailedMessage(en, 'create', 'folder', new HttpError(500, 'x', '/x'))).toBe('Failed to create folder. Please try again later.');

    toastMutationFailed(en, 'unpublish', 'shared custom node', undefined, refused('ROLE_FORBIDDEN'));
    expect(shown()).toEqual({
      title: 'Failed to unpublish shared custom node.',
      description: 'Only an administrator can do this.',
      variant: 'destructive',
    });
    toastMutationFailed(ja, 'create', 'エージェント', undefined, refused('TENANT_FORBIDDEN'));
    expect(shown()).toEqual({
      title: 'エージェントの作成に失敗しました。',
      description: 'この組織でのロールがありません。',
      variant: 'destructive',
    });
  });
});
