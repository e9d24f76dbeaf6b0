import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DeleteDialog } from './delete-dialog';

describe('DeleteDialog', () => {
  it('says it cannot be undone and enables Delete only once the name is retyped exactly', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<DeleteDialog open title="Delete folder" confirmationValue="Monthly close" onConfirm={onConfirm} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete folder' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(dialog).toHaveTextContent('To confirm, type “Monthly close” below.');
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Confirmation' });
    await userEvent.type(input, 'Monthly clos');
    expect(remove).toBeDisabled();
    await userEvent.type(input, 'e');
    expect(remove).toBeEnabled();
    await userEvent.click(remove);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('speaks Japanese, shows a failure inside, and Cancel closes without deleting', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<DeleteDialog open title="フォルダーの削除" confirmationValue="経理" error="失敗しました" onConfirm={onConfirm} onClose={onClose} />, {
      language: 'ja-jp',
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('この操作は元に戻せません。');
    expect(screen.getByRole('alert')).toHaveTextContent('失敗しました');
    await userEvent.type(screen.getByRole('textbox', { name: '確認' }), '経理{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
