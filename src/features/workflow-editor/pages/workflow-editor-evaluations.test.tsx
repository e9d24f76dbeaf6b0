import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WorkflowEditorScreen } from './workflow-editor-page';

describe('WorkflowEditorScreen: the Evaluations tab', () => {
  it("shows the evaluations feature's content beside Debug (no canvas), and a result row opens its trace on the Debug tab", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WorkflowEditorScreen projectId="prj_support" workflowId="wf_support_triage" />, { route: '/editor?tab=evaluations' });
    const tab = await screen.findByRole('tab', { name: 'Evaluations' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const frame = screen.getByRole('tabpanel', { name: 'Evaluations' });
    expect(await within(frame).findByRole('group', { name: 'Pass rate' })).toBeInTheDocument();
    expect(screen.queryByTestId('bottom-panel')).toBeNull();
    const [first] = await within(frame).findAllByRole('button', { name: /^Open the trace of row \d+ on the Debug tab$/ });
    await user.click(first!);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Debug' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByTestId('bottom-panel')).toBeInTheDocument();
  });
});
