/**
 * Reopening a workflow (#29, item 1): after a save, leaving the editor and opening the workflow again shows
 * the saved graph and its revision — not the copy read when the editor first opened — so the next save is
 * no false conflict naming oneself.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { renderRoute } from '../../../test/render-route';
import { WorkflowEditorPage } from './workflow-editor-page';

const P = 'prj_support';
const W = 'wf_support_summary';
const editorUrl = paths.workflowEditor.href(P, W);
const overview = () => screen.getByTestId('overview-panel');
const saveButton = () => screen.getByTestId('save-button');
const canvasNodes = () => [...document.querySelectorAll<HTMLElement>('.react-flow__node')];
/** The revision the overview names ('3 nodes, 2 connections, revision 4'). */
const shownRevision = () => Number(/revision (\d+)$/.exec(within(overview()).getByText(/, revision \d+$/).textContent ?? '')?.[1]);

beforeEach(() => localStorage.clear());

describe('reopening a workflow', () => {
  it('shows the graph and revision last saved; the next edit saves without a conflict', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(<WorkflowEditorPage />, { path: `/poc/projects/:projectId/${paths.workflowEditor.path}`, url: editorUrl });
    await user.click(await screen.findByRole('button', { name: 'Request edit permission' }));
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saved'));
    const opened = shownRevision();

    // An end node titled 'Escalated', auto-saved.
    await user.click(await screen.findByRole('button', { name: 'Add End node' }));
    await user.click(within(await screen.findByTestId('node-panel')).getByRole('textbox', { name: 'Title' }));
    await user.paste('Escalated');
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saved'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Close the panel' }));
    const saved = shownRevision();
    expect(saved).toBeGreaterThan(opened);

    // To the workflow list and back (the router's navigation: no reload).
    await act(() => router.navigate(`/poc/projects/${P}/workflows/list`));
    await waitFor(() => expect(screen.queryByTestId('overview-panel')).toBeNull());
    await act(() => router.navigate(editorUrl));
    await waitFor(() => expect(shownRevision()).toBe(saved));
    expect(canvasNodes().some((node) => node.textContent?.includes('Escalated'))).toBe(true);
    expect(saveButton()).toHaveTextContent('Saved');

    // The next edit saves on that revision: no conflict dialog.
    await user.click(await screen.findByRole('button', { name: 'Add End node' }));
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saved'), { timeout: 5000 });
    expect(screen.queryByTestId('conflict-dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close the panel' }));
    expect(shownRevision()).toBeGreaterThan(saved);
  });
});
