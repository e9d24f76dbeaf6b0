/**
 * Editing while the network is down (#29, item 3), as the demo panel's Offline switch does it: every call
 * fails with no answer, and switching refreshes every query. A loaded editor stays — canvas, edits and
 * undo history — while the graph cannot be read again; the save button says Offline, and once calls are
 * answered again the edits are saved at once (no Save Failed left behind), and undo still works.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { scenario } from '../../../../mocks/lib/scenario';
import { renderWithProviders } from '../../../test/render';
import { WorkflowEditorScreen } from './workflow-editor-page';

const P = 'prj_support';
const W = 'wf_support_summary';
const saveButton = () => screen.getByTestId('save-button');
const canvasNodeCount = () => document.querySelectorAll('.react-flow__node').length;

/** What the demo panel does after switching a scenario: every query is read again. */
function RefreshAll() {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(0);
  return (
    <>
      <button type="button" onClick={() => void queryClient.invalidateQueries().then(() => setDone((n) => n + 1))}>
        Refresh every query
      </button>
      <output aria-label="refreshes">{done}</output>
    </>
  );
}

let user: ReturnType<typeof userEvent.setup>;

/** The editor of the support workflow, editable, with its nodes drawn. */
async function openEditable() {
  renderWithProviders(
    <>
      <WorkflowEditorScreen projectId={P} workflowId={W} />
      <RefreshAll />
    </>,
  );
  await user.click(await screen.findByRole('button', { name: 'Request edit permission' }));
  await waitFor(() => expect(saveButton()).toHaveTextContent('Saved'));
  await waitFor(() => expect(canvasNodeCount()).toBeGreaterThan(0));
}

async function refreshAll(times: number) {
  await user.click(screen.getByRole('button', { name: 'Refresh every query' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'refreshes' })).toHaveTextContent(String(times)));
}

/** Save requests sent (answered or not). */
function countSaves(): { count: () => number; stop: () => void } {
  let saves = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && request.url.endsWith(`/workflows/${W}/graph`)) saves += 1;
  };
  server.events.on('request:start', listener);
  return { count: () => saves, stop: () => server.events.removeListener('request:start', listener) };
}

beforeEach(() => {
  localStorage.clear();
  user = userEvent.setup({ delay: null });
});
afterEach(() => scenario.reset());

describe('editing while offline', () => {
  it('a failed refresh keeps the loaded editor with its edits and undo history; back online they are saved and undo works', async () => {
    await openEditable();
    const before = canvasNodeCount();
    await user.click(screen.getByRole('button', { name: 'Add End node' }));
    await waitFor(() => expect(canvasNodeCount()).toBe(before + 1));

    scenario.set({ offline: true });
    await refreshAll(1);
    // The graph could not be read again: the editor stays as it was.
    expect(screen.queryByText('Failed to fetch workflow. Please try again later.')).toBeNull();
    expect(screen.getByTestId('editor-canvas')).toBeInTheDocument();
    expect(canvasNodeCount()).toBe(before + 1);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await waitFor(() => expect(saveButton()).toHaveTextContent('Offline'), { timeout: 3000 });

    scenario.set({ offline: false });
    await refreshAll(2);
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saved'), { timeout: 3000 });
    expect(canvasNodeCount()).toBe(before + 1);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(canvasNodeCount()).toBe(before));
    expect(saveButton()).toHaveTextContent(/^Save$/);
  });

  it('says Offline while saves get no answer, and saves at once when calls are answered again (not after the retry delay)', async () => {
    await openEditable();
    const saves = countSaves();
    scenario.set({ offline: true });
    await user.click(screen.getByRole('button', { name: 'Add End node' }));
    expect(saveButton()).toHaveTextContent(/^Save$/);
    // Two tries without an answer (after 1 s, then 2 s): the next would wait 4 s.
    await waitFor(() => expect(saves.count()).toBe(2), { timeout: 5000 });
    await waitFor(() => expect(saveButton()).toHaveTextContent('Offline'));
    expect(saveButton()).toBeDisabled();

    scenario.set({ offline: false });
    await refreshAll(1);
    // Saved within the auto-save pause, well before the 4 s retry delay would have run out.
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saved'), { timeout: 2500 });
    expect(saves.count()).toBe(3);
    saves.stop();
  });
});
