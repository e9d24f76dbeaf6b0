import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { workflows } from '../../../../mocks/areas/workflows/table';
import { renderWithProviders } from '../../../test/render';
import { WorkflowListPage } from './workflow-list-page';

/** The form dialogs' modules, in the order they were first evaluated. */
const loaded = vi.hoisted((): string[] => []);
vi.mock('../components/folder-dialog', async (original) => {
  loaded.push('folder-dialog');
  return original();
});
vi.mock('../../../generated/workflows/workflows.zod', async (original) => {
  loaded.push('schemas');
  return original();
});
vi.mock('../components/workflow-dialog', async (original) => {
  loaded.push('workflow-dialog');
  return original();
});

describe('WorkflowListPage: the form dialogs are not part of the list', () => {
  it('Duplicate loads the generated schemas (the name’s maximum) when it is chosen, and makes the copy', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/poc/projects/:projectId/workflows/list/*" element={<WorkflowListPage />} />
      </Routes>,
      { route: '/poc/projects/prj_support/workflows/list' },
    );
    const grid = await screen.findByRole('grid', { name: 'Workflows and folders' });
    expect(loaded).not.toContain('schemas');
    await userEvent.click(within(grid).getByRole('button', { name: 'Actions for Inquiry summary' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(workflows.where((w) => w.projectId === 'prj_support' && w.name === 'Inquiry summary (copy)')).toHaveLength(1));
    expect(loaded).toContain('schemas');
  });

  it('loads no form dialog with the list; a dialog loads when it is first wanted, then opens', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/poc/projects/:projectId/workflows/list/*" element={<WorkflowListPage />} />
      </Routes>,
      { route: '/poc/projects/prj_support/workflows/list' },
    );
    await screen.findByRole('grid', { name: 'Workflows and folders' });
    expect(loaded).not.toContain('folder-dialog');
    expect(loaded).not.toContain('workflow-dialog');

    await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
    expect(await screen.findByRole('dialog', { name: 'New folder' })).toBeInTheDocument();
    expect(loaded).toContain('folder-dialog');
    expect(loaded).not.toContain('workflow-dialog');
  });
});
