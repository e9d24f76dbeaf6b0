import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, badRequest } from '../../../../mocks/lib/errors';
import { server } from '../../../../mocks/node';
import { getGetDebugRunMockHandler, getStartDebugRunMockHandler, getStopDebugRunMockHandler } from '../../../generated/debug-runs/debug-runs.msw';
import { renderWithProviders } from '../../../test/render';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import type { SavedForRun } from '../save/ensure-saved';
import type { DebugRun } from '../../../generated/model';
import { useDebugRun } from './use-debug-run';
import { DebugSidePanel } from './debug-side-panel';
import { RunControls } from './run-controls';
import { succeededRun, TRIAGE_GRAPH_NODES } from './testing/debug-runs';

const PROJECT = 'prj_support';
const WORKFLOW = 'wf_support_triage';
const pausedRun: DebugRun = { ...succeededRun(), status: 'DEBUG_RUN_STATUS_PAUSED', mode: 'DEBUG_RUN_MODE_STEP', currentNodeId: 'llm_1', outputs: [] };

/** What polls the run shown in the editor (the canvas overlay on the Debug tab); the panel reads it. */
function Poller({ runId }: { runId: string }) {
  useDebugRun(PROJECT, WORKFLOW, runId, { poll: true });
  return null;
}

function Panel({ saveForRun, onShowIssues = () => undefined }: { saveForRun: () => Promise<SavedForRun>; onShowIssues?: () => void }) {
  const [runId, setRunId] = useState<string | null>(null);
  return (
    <>
      {runId && <Poller runId={runId} />}
      <DebugSidePanel projectId={PROJECT} workflowId={WORKFLOW} runId={runId} saveForRun={saveForRun} onShowIssues={onShowIssues} onStarted={setRunId} />
    </>
  );
}

function renderPanel(options: { readOnly?: boolean; saveForRun?: () => Promise<SavedForRun>; onShowIssues?: () => void; route?: string } = {}) {
  const store = createEditorStore({ workflowId: WORKFLOW, graph: { nodes: TRIAGE_GRAPH_NODES, edges: [] }, revision: 1, readOnly: options.readOnly ?? false });
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <Panel saveForRun={options.saveForRun ?? (() => Promise.resolve('saved'))} {...(options.onShowIssues ? { onShowIssues: options.onShowIssues } : {})} />
    </EditorStoreProvider>,
    options.route ? { route: options.route } : {},
  );
}

describe('debug side panel', () => {
  it('takes start inputs a link hands over (a batch job row to debug) over the debug values', () => {
    renderPanel({ route: `/?tab=debug&${new URLSearchParams({ 'input.inquiry': '請求書が二重に届きました' }).toString()}` });
    expect(screen.getByRole('textbox', { name: /^inquiry/ })).toHaveValue('請求書が二重に届きました');
    expect(screen.getByRole('textbox', { name: /^customerId/ })).toHaveValue('C-20931');
  });

  it('a read-only user sees no form, only why', () => {
    renderPanel({ readOnly: true });
    expect(screen.getByText(/Only the person holding the edit permission can start runs/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start run' })).not.toBeInTheDocument();
  });

  it('a start the server refuses shows the spec’s failure and the server’s reason; nothing else happens', async () => {
    server.use(
      getStartDebugRunMockHandler(() => {
        throw badRequest('End node is not found');
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start run' }));
    const problem = await screen.findByTestId('run-problem');
    expect(problem).toHaveTextContent('Failed to execute debug run. Please try again later.');
    expect(problem).toHaveTextContent('End node is not found');
    expect(screen.queryByTestId('run-controls')).not.toBeInTheDocument();
  });

  it('unsaved edits that cannot be saved: the run does not start and the issues are offered', async () => {
    const start = vi.fn();
    server.use(
      getStartDebugRunMockHandler(() => {
        start();
        throw badRequest('not expected');
      }),
    );
    const onShowIssues = vi.fn();
    const user = userEvent.setup();
    renderPanel({ saveForRun: () => Promise.resolve('invalid'), onShowIssues });
    await user.click(screen.getByRole('button', { name: 'Start run' }));
    const problem = await screen.findByTestId('run-problem');
    expect(problem).toHaveTextContent('The workflow has issues to fix before it can be saved and run.');
    await user.click(within(problem).getByRole('button', { name: 'Show issues' }));
    expect(onShowIssues).toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('a poll that fails keeps the last known run, says it may be out of date, and Retry polls again', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start run' }));
    const controls = await screen.findByTestId('run-controls');
    expect(controls).toHaveAttribute('data-run-status', 'DEBUG_RUN_STATUS_RUNNING');
    server.use(
      getGetDebugRunMockHandler(() => {
        throw apiError(500, 'Service unavailable');
      }),
    );
    await screen.findByText('Could not refresh this run. What is shown may be out of date.');
    expect(screen.getByTestId('run-controls')).toHaveAttribute('data-run-status', 'DEBUG_RUN_STATUS_RUNNING');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Could not refresh this run. What is shown may be out of date.')).not.toBeInTheDocument());
  });

  it('shows the run’s controls above the run form, so Next and Stop stay in view however tall the form is', async () => {
    server.use(
      getStartDebugRunMockHandler(() => pausedRun),
      getGetDebugRunMockHandler(() => pausedRun),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start run' }));
    const next = await screen.findByRole('button', { name: 'Next' });
    const stop = screen.getByRole('button', { name: 'Stop' });
    const form = screen.getByRole('button', { name: 'Start run' });
    for (const control of [next, stop]) expect(control.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('run controls', () => {
  it('Stop says Stopping… until the server confirms; a paused step run offers Next', async () => {
    let confirm: () => void = () => undefined;
    const confirmed = new Promise<void>((resolve) => {
      confirm = resolve;
    });
    server.use(
      getStopDebugRunMockHandler(async () => {
        await confirmed;
        return { ...pausedRun, status: 'DEBUG_RUN_STATUS_CANCELLED', error: 'Debug execution cancelled' };
      }),
    );
    const user = userEvent.setup();
    const store = createEditorStore({ workflowId: WORKFLOW, graph: { nodes: TRIAGE_GRAPH_NODES, edges: [] }, revision: 1, readOnly: false });
    renderWithProviders(
      <EditorStoreProvider store={store}>
        <RunControls projectId={PROJECT} workflowId={WORKFLOW} run={pausedRun} canControl stale={false} onRetry={() => undefined} />
      </EditorStoreProvider>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByText(/Waiting before: /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const stopping = await screen.findByRole('button', { name: 'Stopping…' });
    expect(stopping).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    confirm();
    await screen.findByRole('button', { name: 'Stop' });
  });
});
