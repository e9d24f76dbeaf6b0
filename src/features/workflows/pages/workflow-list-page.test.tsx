import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { workflowFolders, workflows } from '../../../../mocks/areas/workflows/table';
import { server } from '../../../../mocks/node';
import { Toaster } from '../../../components/toast/toaster';
import { resetToasts } from '../../../components/toast/toast-store';
import {
  getCreateWorkflowFolderMockHandler,
  getCreateWorkflowMockHandler,
  getDeleteWorkflowFolderMockHandler,
  getDeleteWorkflowMockHandler,
  getDuplicateWorkflowMockHandler,
  getMoveWorkflowItemsMockHandler,
  getUpdateWorkflowFolderMockHandler,
  getUpdateWorkflowMockHandler,
} from '../../../generated/workflows/workflows.msw';
import { renderWithProviders } from '../../../test/render';
import { failCalls } from '../../../test/render-route';
import { WorkflowListPage } from './workflow-list-page';

afterEach(resetToasts);

function renderAt(url: string, language = 'en-us') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/poc/projects/:projectId/workflows/list/*" element={<WorkflowListPage />} />
      </Routes>
      <Toaster />
    </>,
    { route: url, language },
  );
}

/** The project's folders and workflows as the mock backend stores them. */
const storedItems = () => JSON.stringify([workflowFolders.where((f) => f.projectId === 'prj_support'), workflows.where((w) => w.projectId === 'prj_support')]);
/** Toasts replace each other: waits for this one. */
const toastSays = (text: string) => waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(text));

async function chooseAction(grid: HTMLElement, name: string, action: string) {
  await userEvent.click(within(grid).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: action }));
}

describe('WorkflowListPage', () => {
  it('reads the whole hierarchy only when something uses it: not for the list alone, once a row is selected (to move it)', async () => {
    let asked = 0;
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/workflows/hierarchy')) asked += 1;
    };
    server.events.on('request:start', listener);
    try {
      renderAt('/poc/projects/prj_support/workflows/list');
      const grid = await screen.findByRole('grid', { name: 'Workflows and folders' });
      await within(grid).findByRole('link', { name: 'Experiments' });
      expect(screen.getByRole('button', { name: 'Move selected (0)' })).toBeDisabled();
      expect(asked).toBe(0);
      // The grid's row checkboxes: the first is the header's "select all".
      await userEvent.click(within(grid).getAllByRole('checkbox')[1]!);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Move selected (1)' })).toBeEnabled());
      expect(asked).toBe(1);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('lists the folder the splat names, on the page the URL names', async () => {
    renderAt('/poc/projects/prj_support/workflows/list/Experiments?page=3');
    const grid = await screen.findByRole('grid', { name: 'Workflows and folders' });
    expect(await within(grid).findAllByRole('row')).toHaveLength(8); // header + 7 of 27
    expect(screen.getByText(/21–27 of 27/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Folder path' })).toHaveTextContent('Experiments');
  });

  it('validates a new folder in Japanese and keeps the dialog open when the write fails', async () => {
    server.use(
      getCreateWorkflowFolderMockHandler(() => {
        throw HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 });
      }),
    );
    renderAt('/poc/projects/prj_support/workflows/list', 'ja-jp');
    await screen.findByRole('grid', { name: 'ワークフローとフォルダー' });
    await userEvent.click(screen.getByRole('button', { name: '新しいフォルダー' }));
    const dialog = await screen.findByRole('dialog', { name: '新しいフォルダー' });
    await userEvent.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('フォルダー名を入力してください')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /フォルダー名/ }), 'a/b');
    await userEvent.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('フォルダー名に「/」は使えません')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /フォルダー名/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /フォルダー名/ }), '新規');
    await userEvent.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('フォルダーの作成に失敗しました。しばらくしてから再度お試しください。');
    expect(within(dialog).getByRole('textbox', { name: /フォルダー名/ })).toHaveValue('新規');
  });

  it('refuses to move a folder into its own subfolder, and moves it elsewhere', async () => {
    renderAt('/poc/projects/prj_support/workflows/list');
    const grid = await screen.findByRole('grid', { name: 'Workflows and folders' });
    await userEvent.click(within(grid).getByRole('button', { name: 'Actions for サポート' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'メール対応' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A folder cannot be moved into itself or one of its subfolders');
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Experiments' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Moved 1 item');
    await within(grid).findByText('Experiments');
    expect(within(screen.getByRole('grid', { name: 'Workflows and folders' })).queryByText('サポート')).toBeNull();
  });

  it('moving an item to the folder it is in says nothing moved (never “Moved 1 item”)', async () => {
    renderAt('/poc/projects/prj_support/workflows/list');
    const grid = await screen.findByRole('grid', { name: 'Workflows and folders' });
    await chooseAction(grid, 'Inquiry summary', 'Move');
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'All workflows' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await toastSays('Already in that folder: nothing moved');
  });

  it('with failing writes the create and rename dialogs say what failed, keep what was typed and change nothing', async () => {
    failCalls(getCreateWorkflowMockHandler, 500);
    failCalls(getUpdateWorkflowFolderMockHandler, 500);
    failCalls(getUpdateWorkflowMockHandler, 500);
    const before = storedItems();
    renderAt('/poc/projects/prj_support/workflows/list');
    const grid = await screen.findByRole('grid', { name: 'Workflows and folders' });

    await userEvent.click(screen.getByRole('button', { name: 'New workflow' }));
    let dialog = await screen.findByRole('dialog', { name: 'New workflow' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Workflow name/ }), 'Never saved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await toastSays('Failed to create workflow. Please try again later.');
    expect(within(dialog).getByRole('textbox', { name: /Workflow name/ })).toHaveValue('Never saved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await chooseAction(grid, 'Experiments', 'Rename');
    dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Folder name/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Folder name/ }), 'Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toastSays('Failed to update folder. Please try again later.');
    expect(within(dialog).getByRole('textbox', { name: /Folder name/ })).toHaveValue('Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await chooseAction(grid, 'Inquiry summary', 'Rename');
    dialog = await screen.findByRole('dialog', { name: 'Rename workflow' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Workflow name/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Workflow name/ }), 'Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toastSays('Failed to update workflow. Please try again later.');
    expect(within(dialog).getByRole('textbox', { name: /Workflow name/ })).toHaveValue('Renamed');

    expect(storedItems()).toBe(before);
  });

  it('with failing writes duplicate, move and delete say what failed and change nothing', async () => {
    failCalls(getDuplicateWorkflowMockHandler, 500);
    failCalls(getMoveWorkflowItemsMockHandler, 500);
    failCalls(getDeleteWorkflowMockHandler, 500);
    failCalls(getDeleteWorkflowFolderMockHandler, 500);
    const before = storedItems();
    renderAt('/poc/projects/prj_support/workflows/list');
    const grid = await screen.findByRole('grid', { name: 'Workflows and folders' });

    await chooseAction(grid, 'Inquiry summary', 'Duplicate');
    await toastSays('Failed to duplicate workflow. Please try again later.');

    await chooseAction(grid, 'Inquiry summary', 'Move');
    let dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Experiments' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await toastSays('Failed to move items. Please try again later.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await chooseAction(grid, 'Inquiry summary', 'Delete');
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'Inquiry summary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastSays('Failed to delete workflow. Please try again later.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await chooseAction(grid, 'Experiments', 'Delete');
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'Experiments');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastSays('Failed to delete folder. Please try again later.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(within(grid).getByText('Inquiry summary')).toBeInTheDocument();
    expect(within(grid).getByText('Experiments')).toBeInTheDocument();
    expect(storedItems()).toBe(before);
  });

  it('Copy and Duplicate each say what they do (in both languages)', async () => {
    renderAt('/poc/projects/prj_support/workflows/list');
    let grid = await screen.findByRole('grid', { name: 'Workflows and folders' });
    await userEvent.click(within(grid).getByRole('button', { name: 'Actions for Inquiry summary' }));
    expect(screen.getByRole('menuitem', { name: 'Copy to new workflow…' })).toHaveAccessibleDescription('Name the copy first; it opens in the editor.');
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveAccessibleDescription('Makes “… (copy)” in the same folder at once.');
    await userEvent.keyboard('{Escape}');

    renderAt('/poc/projects/prj_support/workflows/list', 'ja-jp');
    grid = await screen.findByRole('grid', { name: 'ワークフローとフォルダー' });
    await userEvent.click(within(grid).getByRole('button', { name: 'Inquiry summary の操作' }));
    expect(screen.getByRole('menuitem', { name: 'コピーして新規作成…' })).toHaveAccessibleDescription('名前を決めてから作成し、エディターで開きます。');
    expect(screen.getByRole('menuitem', { name: '複製' })).toHaveAccessibleDescription('「…のコピー」を同じフォルダーにすぐ作成します。');
  });

  it('in the hierarchy view a workflow dragged into a folder moves there once, says so once, and stays there', async () => {
    const moves: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/workflow-items/move')) moves.push(request.url);
    };
    server.events.on('request:start', count);
    try {
      renderAt('/poc/projects/prj_support/workflows/list?view=tree');
      const tree = await screen.findByRole('navigation', { name: 'Folder tree' });
      const dataTransfer = { setData: () => undefined, getData: () => '', effectAllowed: 'all', dropEffect: 'none', types: ['text/plain'] };
      // As a user does it: grab the workflow by its name, drag it over the folder's name, let go.
      const source = within(tree).getByRole('link', { name: 'Inquiry summary' });
      const target = within(tree).getByRole('link', { name: 'FAQ' });
      fireEvent.dragStart(source, { dataTransfer });
      fireEvent.dragEnter(target, { dataTransfer });
      fireEvent.dragOver(target, { dataTransfer });
      fireEvent.drop(target, { dataTransfer });
      fireEvent.dragEnd(source, { dataTransfer });
      await toastSays('Moved 1 item');
      expect(workflows.find('wf_support_summary')?.folderId).toBe('fld_support_faq');
      // In the tree it is under FAQ now (one level deeper than the root's workflows).
      await waitFor(() => {
        const faqItem = within(tree).getByRole('link', { name: 'FAQ' }).closest('li') as HTMLElement;
        expect(within(faqItem).getByRole('link', { name: 'Inquiry summary' })).toBeInTheDocument();
      });
      expect(moves).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('in the hierarchy view one drop is one move, however slow the answer; the folder an item is in is no target', async () => {
    const moves: unknown[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/workflow-items/move')) moves.push(request.clone().json());
    };
    server.events.on('request:start', count);
    // The move is answered only when the test says so (a slow network).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('*/studio/v1/projects/:projectId/workflow-items/move', async () => void (await answered)));
    try {
      renderAt('/poc/projects/prj_support/workflows/list?view=tree');
      const tree = await screen.findByRole('navigation', { name: 'Folder tree' });
      const dataTransfer = { setData: () => undefined, getData: () => '', effectAllowed: 'all', dropEffect: 'none', types: ['text/plain'] };
      const drag = (name: string, onto: string) => {
        const source = within(tree).getByRole('link', { name });
        const target = within(tree).getByRole('link', { name: onto });
        fireEvent.dragStart(source, { dataTransfer });
        fireEvent.dragOver(target, { dataTransfer });
        fireEvent.drop(target, { dataTransfer });
        fireEvent.dragEnd(source, { dataTransfer });
      };
      // FAQ answer is in FAQ already: dropping it there moves nothing and says nothing.
      drag('FAQ answer', 'FAQ');
      expect(moves).toHaveLength(0);

      drag('Inquiry summary', 'FAQ');
      await waitFor(() => expect(moves).toHaveLength(1));
      expect(tree).toHaveAttribute('aria-busy', 'true');
      // Nothing seems to happen yet: the user drags again. It is not sent twice.
      drag('Inquiry summary', 'FAQ');
      answer();
      await toastSays('Moved 1 item');
      await waitFor(() => expect(tree).not.toHaveAttribute('aria-busy'));
      // One request, the real move (none for the drop on FAQ answer's own folder, none for the second drag).
      expect(await Promise.all(moves)).toEqual([{ workflowIds: ['wf_support_summary'], targetFolderId: 'fld_support_faq' }]);
      expect(workflows.find('wf_support_summary')?.folderId).toBe('fld_support_faq');
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('in the hierarchy view a folder dropped into its own subfolder is refused', async () => {
    const before = storedItems();
    renderAt('/poc/projects/prj_support/workflows/list?view=tree');
    const tree = await screen.findByRole('navigation', { name: 'Folder tree' });
    const rowOf = (name: string) => within(tree).getByRole('link', { name }).closest('[data-testid^="tree-row-"]') as HTMLElement;
    const dataTransfer = { setData: () => undefined, effectAllowed: 'all', dropEffect: 'none' };
    fireEvent.dragStart(rowOf('サポート'), { dataTransfer });
    fireEvent.dragOver(rowOf('メール対応'), { dataTransfer });
    fireEvent.drop(rowOf('メール対応'), { dataTransfer });
    expect(await screen.findByTestId('toast')).toHaveTextContent('A folder cannot be moved into itself or one of its subfolders');
    expect(storedItems()).toBe(before);
  });
});
