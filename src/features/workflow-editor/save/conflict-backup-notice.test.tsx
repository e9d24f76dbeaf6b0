/** The notice in the overview panel that brings back the version a conflict choice set aside. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OverviewPanel } from '../components/overview-panel';
import { hasUnsavedChanges } from '../model/save-state';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, graphOf, type EditorStore } from '../store/editor-store';
import { readBackup, writeBackup } from './conflict-backup';
import { endTitle, startEndGraph, withEndTitle } from './test-graphs';

const W = 'wf_support_summary';
const NOTICE = 'A version set aside during a save conflict is kept on this device';
const mine = withEndTitle('Mine')(startEndGraph);

const setAside = () => writeBackup(W, { choice: 'takeTheirs', revision: 4, graph: withEndTitle('Set aside')(startEndGraph), savedAt: '2026-05-01T09:00:00Z' });

function renderOverview({ readOnly = false, language = 'en-us' } = {}): EditorStore {
  const store = createEditorStore({ workflowId: W, graph: mine, revision: 4, readOnly });
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <OverviewPanel issues={[]} />
    </EditorStoreProvider>,
    { language },
  );
  return store;
}

beforeEach(() => localStorage.clear());

describe('the set-aside version in the overview panel', () => {
  it('restores it as one undoable edit: the graph is replaced, the backup is used up, and Ctrl+Z brings the graph back', async () => {
    const user = userEvent.setup({ delay: null });
    setAside();
    const store = renderOverview();
    const notice = screen.getByTestId('conflict-backup-notice');
    expect(notice).toHaveTextContent(NOTICE);
    await user.click(within(notice).getByRole('button', { name: 'Restore it' }));
    expect(endTitle(graphOf(store.getState()))).toBe('Set aside');
    expect(hasUnsavedChanges(store.getState().save)).toBe(true);
    expect(readBackup(W)).toBeNull();
    expect(screen.queryByTestId('conflict-backup-notice')).toBeNull();
    act(() => store.undo());
    expect(endTitle(graphOf(store.getState()))).toBe('Mine');
  });

  it('discards it only after a confirmation; cancelling keeps it', async () => {
    const user = userEvent.setup({ delay: null });
    setAside();
    const store = renderOverview();
    const notice = screen.getByTestId('conflict-backup-notice');
    await user.click(within(notice).getByRole('button', { name: 'Discard' }));
    const confirm = screen.getByRole('dialog', { name: 'Discard the set-aside version?' });
    expect(confirm).toHaveTextContent('The set-aside version will be deleted from this device. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readBackup(W)).not.toBeNull();
    expect(screen.getByTestId('conflict-backup-notice')).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Discard' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Discard the set-aside version?' })).getByRole('button', { name: 'Discard' }));
    expect(readBackup(W)).toBeNull();
    expect(screen.queryByTestId('conflict-backup-notice')).toBeNull();
    expect(endTitle(graphOf(store.getState()))).toBe('Mine');
  });

  it('says the same in Japanese', async () => {
    const user = userEvent.setup({ delay: null });
    setAside();
    renderOverview({ language: 'ja-jp' });
    const notice = screen.getByTestId('conflict-backup-notice');
    expect(notice).toHaveTextContent('保存時の競合で退避した版がこの端末に保存されています');
    expect(within(notice).getByRole('button', { name: '復元する' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: '破棄' }));
    const confirm = screen.getByRole('dialog', { name: '退避した版を破棄しますか？' });
    expect(confirm).toHaveTextContent('退避した版をこの端末から削除します。元に戻すことはできません。');
    expect(within(confirm).getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
  });

  it('is shown as soon as a conflict choice sets a version aside', () => {
    renderOverview();
    expect(screen.queryByTestId('conflict-backup-notice')).toBeNull();
    act(() => void setAside());
    expect(screen.getByTestId('conflict-backup-notice')).toHaveTextContent(NOTICE);
  });

  it('is not shown to a user without the edit permission', () => {
    setAside();
    renderOverview({ readOnly: true });
    expect(screen.getByTestId('overview-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('conflict-backup-notice')).toBeNull();
  });
});
