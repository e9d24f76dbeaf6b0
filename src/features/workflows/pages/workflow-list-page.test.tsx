import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { Toaster } from '../../../components/toast/toaster';
import { resetToasts } from '../../../components/toast/toast-store';
import { getCreateWorkflowFolderMockHandler } from '../../../generated/workflows/workflows.msw';
import { renderWithProviders } from '../../../test/render';
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

describe('WorkflowListPage', () => {
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
    const dialog = screen.getByRole('dialog', { name: '新しいフォルダー' });
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
});
