import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { createTestI18n } from '../../../test/i18n';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, graphOf, type EditorStore } from '../store/editor-store';
import { LeavePrompt } from './leave-prompt';
import { endTitle, startEndGraph, withEndTitle } from './test-graphs';

const graph = startEndGraph;

const TEXT = {
  'en-us': { prompt: 'The workflow has not been saved yet. Do you want to leave the page?', stay: 'Stay', leave: 'Leave' },
  'ja-jp': { prompt: 'ワークフローはまだ保存されていません。ページを離れますか？', stay: 'このページに留まる', leave: 'ページを離れる' },
} as const;

/** The editor route (with the prompt and a link away) in a data router, as the studio's router has it. */
function renderEditorRoute(store: EditorStore, language: keyof typeof TEXT = 'en-us') {
  const router = createMemoryRouter(
    [
      {
        path: '/editor',
        element: (
          <EditorStoreProvider store={store}>
            <Link to="/projects">Projects</Link>
            <LeavePrompt />
          </EditorStoreProvider>
        ),
      },
      { path: '/projects', element: <h1>Project list</h1> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(
    <TestProviders i18n={createTestI18n(language)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

function editedStore(): EditorStore {
  const store = createEditorStore({ workflowId: 'wf', graph, revision: 1, readOnly: false });
  store.edit(withEndTitle('Unsaved title'));
  return store;
}

const beforeUnloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the leave prompt', () => {
  for (const language of ['en-us', 'ja-jp'] as const) {
    it(`asks before leaving unsaved changes; staying keeps the work, leaving navigates (${language})`, async () => {
      const text = TEXT[language];
      const user = userEvent.setup();
      const store = editedStore();
      const router = renderEditorRoute(store, language);

      await user.click(screen.getByRole('link', { name: 'Projects' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent(text.prompt);
      await user.click(screen.getByRole('button', { name: text.stay }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(router.state.location.pathname).toBe('/editor');
      expect(endTitle(graphOf(store.getState()))).toBe('Unsaved title');
      expect(store.getState().save.status).toBe('dirty');

      await user.click(screen.getByRole('link', { name: 'Projects' }));
      await user.click(await screen.findByRole('button', { name: text.leave }));
      expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/projects');
    });
  }

  it('also guards a reload or closing the tab while changes are unsaved', () => {
    renderEditorRoute(editedStore());
    expect(beforeUnloadCancelled()).toBe(true);
  });

  it('does not ask when everything is saved', async () => {
    const user = userEvent.setup();
    const store = editedStore();
    act(() => {
      store.dispatchSave({ type: 'saveStarted' });
      store.saved(graphOf(store.getState()), 2);
    });
    renderEditorRoute(store);
    expect(beforeUnloadCancelled()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask a reader without the edit permission', async () => {
    const user = userEvent.setup();
    renderEditorRoute(createEditorStore({ workflowId: 'wf', graph, revision: 1 }));
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
  });
});
