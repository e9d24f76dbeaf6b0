import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { getSaveWorkflowGraphMockHandler } from '../../../generated/workflow-graphs/workflow-graphs.msw';
import { renderWithProviders } from '../../../test/render';
import { WorkflowEditorScreen } from './workflow-editor-page';

describe('WorkflowEditorScreen', () => {
  it('opens read-only with tabs and the overview panel; the holder of another workflow is named', async () => {
    renderWithProviders(<WorkflowEditorScreen projectId="prj_support" workflowId="wf_faq_answer" />);
    expect(await screen.findByRole('tab', { name: 'Workflow' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Debug' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Publish History' })).toBeInTheDocument();
    expect(screen.getByTestId('read-only-banner')).toHaveTextContent(/Read-only: .+ is editing this workflow\./);
    expect(screen.queryByRole('button', { name: 'Request edit permission' })).toBeNull();
    expect(screen.getByTestId('overview-panel')).toBeInTheDocument();
    expect(screen.getByTestId('bottom-panel')).toBeInTheDocument();
    expect(screen.getByTestId('save-button')).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: 'Node palette' })).toBeNull();
  });

  it('requests the permission, then a failed save shows Save Failed and keeps the draft; a later save succeeds', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WorkflowEditorScreen projectId="prj_support" workflowId="wf_support_summary" />);
    await user.click(await screen.findByRole('button', { name: 'Request edit permission' }));
    expect(await screen.findByRole('navigation', { name: 'Node palette' })).toBeInTheDocument();
    expect(screen.getByTestId('save-button')).toHaveTextContent('Saved');

    server.use(
      getSaveWorkflowGraphMockHandler(() => {
        throw HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add End node' }));
    expect(screen.getByTestId('save-button')).toHaveTextContent('Save');
    await waitFor(() => expect(screen.getByTestId('save-button')).toHaveTextContent('Save Failed'));
    await waitFor(() => expect(localStorage.getItem('ais-editor-draft:wf_support_summary')).toContain('NODE_KIND_END'));

    server.resetHandlers();
    await user.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(screen.getByTestId('save-button')).toHaveTextContent('Saved'));
    expect(localStorage.getItem('ais-editor-draft:wf_support_summary')).toBeNull();
  });
});
