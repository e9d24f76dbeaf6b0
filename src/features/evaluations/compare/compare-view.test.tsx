import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getCompareEvaluationRunsMockHandler } from '../../../generated/evaluations/evaluations.msw';
import { failCalls, renderRoute } from '../../../test/render-route';
import { EvaluationCompareView, type EvaluationCompareViewProps } from './compare-view';

function open(props: Partial<EvaluationCompareViewProps> = {}, language = 'en-us') {
  return renderRoute(<EvaluationCompareView projectId="prj_support" workflowId="wf_support_triage" setId="evs_support_regression" {...props} />, {
    path: '/',
    url: '/',
    language,
  });
}

const counts = () => screen.findByRole('list', { name: 'Rows by change' });

describe('EvaluationCompareView', () => {
  it("compares the set's newest run with the one before by default, with the compare call's counts", async () => {
    open();
    const list = await counts();
    expect(within(list).getByText('Improved 4')).toBeInTheDocument();
    expect(within(list).getByText('Regressed 0')).toBeInTheDocument();
    expect(within(list).getByText('Unchanged 16')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Head run' })).toHaveTextContent(/^Revision 12 /);
    expect(screen.getByRole('combobox', { name: 'Base run' })).toHaveTextContent(/^Revision 11 /);
  });

  it('puts regressed rows first, each with the diff of its outputs, and opens a trace', async () => {
    const onOpenTrace = vi.fn();
    const onChange = vi.fn();
    const { user } = open({ baseRunId: 'evr_support_seed_latest', headRunId: 'evr_support_seed_before', onOpenTrace, onChange });
    expect(within(await counts()).getByText('Regressed 4')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Rows, regressions first' })).getAllByRole('listitem');
    expect(rows.slice(0, 4).every((row) => /: Regressed$/.test(row.getAttribute('aria-label') ?? ''))).toBe(true);
    expect(rows[4]!.getAttribute('aria-label')).toMatch(/: Unchanged$/);
    const diff = within(rows[0]!).getByRole('group', { name: 'Output category' });
    // The base (latest revision) answered the category; the head answered nothing: the base output shows as removed.
    expect(diff.querySelector('del')?.textContent).toMatch(/^返品/);
    expect(within(diff).getByText(/^Expected: /)).toBeInTheDocument();
    expect(within(rows[4]!).queryByRole('group')).not.toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Open trace' }));
    expect(onOpenTrace).toHaveBeenCalledWith(expect.stringMatching(/^dbg_evr_support_seed_before_/));
  });

  it('compares with the published version, starting its run when the set has none on that revision', async () => {
    const onChange = vi.fn();
    const { user } = open({ onChange });
    await counts();
    await user.click(screen.getByRole('button', { name: 'Compare with the published version' }));
    expect(await screen.findByText(/had no run on revision 3 \(the published version\): a run has started/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Base run' })).toHaveTextContent(/^Revision 3 /));
    expect(onChange).toHaveBeenCalledWith({ baseRunId: expect.any(String), headRunId: 'evr_support_seed_latest' });
    // A second click finds that run rather than starting another.
    await user.click(screen.getByRole('button', { name: 'Compare with the published version' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.calls[1]![0]).toEqual(onChange.mock.calls[0]![0]);
  });

  it("says the spec's message when the comparison cannot be read", async () => {
    failCalls(getCompareEvaluationRunsMockHandler);
    open({}, 'ja-jp');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^比較の.+に失敗しました。しばらくしてから再度お試しください。$/);
  });
});
