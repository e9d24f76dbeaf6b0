import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { EvaluationsTab } from './evaluations-tab';

const PATH = '/poc/projects/:projectId/workflows/editor/:workflowId';
const LATEST = 'evr_support_seed_latest';
const BEFORE = 'evr_support_seed_before';

function open(search: string) {
  const view = renderRoute(
    <EvaluationsTab
      projectId="prj_support"
      workflowId="wf_support_triage"
      canRun
      saveForRun={() => Promise.resolve('saved')}
      onShowIssues={() => undefined}
      onOpenTrace={() => undefined}
    />,
    { path: PATH, url: `/poc/projects/prj_support/workflows/editor/wf_support_triage?tab=evaluations${search}` },
  );
  const params = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, params };
}

const runButtons = async () => within(await screen.findByRole('list', { name: 'Runs of this set' })).getAllByRole('button');
const current = async () => (await runButtons()).findIndex((button) => button.getAttribute('aria-current') === 'true');

describe('EvaluationsTab choices in the URL', () => {
  it('opens the set and run the URL names', async () => {
    open(`&evalSet=evs_support_regression&evalRun=${BEFORE}`);
    expect(await screen.findByRole('combobox', { name: 'Evaluation set' })).toHaveTextContent('問い合わせ分類 回帰テスト');
    await waitFor(async () => expect(await current()).toBe(1));
    expect(await screen.findByRole('group', { name: 'Pass rate' })).toBeInTheDocument();
  });

  it('falls back to the first set and its newest run, without a word, when the URL names ones that are gone', async () => {
    open('&evalSet=evs_gone&evalRun=evr_gone');
    expect(await screen.findByRole('combobox', { name: 'Evaluation set' })).toHaveTextContent('問い合わせ分類 回帰テスト');
    await waitFor(async () => expect(await current()).toBe(0));
    expect(await screen.findByRole('group', { name: 'Pass rate' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes a chosen run and the compare view as history entries, and Back returns to the one before', async () => {
    const { user, router, params } = open('');
    await screen.findByRole('group', { name: 'Pass rate' });
    expect(params().get('evalRun')).toBeNull();
    await user.click((await runButtons())[1]!);
    expect(params().get('evalRun')).toBe(BEFORE);
    await user.click(screen.getByRole('button', { name: 'Compare runs' }));
    expect(params().get('evalView')).toBe('compare');
    expect(params().get('tab')).toBe('evaluations');
    await screen.findByRole('list', { name: 'Rows by change' });
    await router.navigate(-1);
    await waitFor(async () => expect(await current()).toBe(1));
    expect(params().get('evalView')).toBeNull();
    await router.navigate(-1);
    await waitFor(async () => expect(await current()).toBe(0));
    expect(params().get('evalRun')).toBeNull();
  });

  it('opens the compare view on the pair the URL names', async () => {
    open(`&evalView=compare&evalBase=${LATEST}&evalHead=${BEFORE}`);
    expect(within(await screen.findByRole('list', { name: 'Rows by change' })).getByText('Regressed 4')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Head run' })).toHaveTextContent(/^Revision 11 /);
  });

  it('compares the default pair when the URL names runs that are gone', async () => {
    open('&evalView=compare&evalBase=evr_gone&evalHead=evr_gone_too');
    expect(within(await screen.findByRole('list', { name: 'Rows by change' })).getByText('Improved 4')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Head run' })).toHaveTextContent(/^Revision 12 /);
  });

  it('leaves the pair of "Compare with the published version" in the URL', async () => {
    const { user, params } = open('&evalView=compare');
    await screen.findByRole('list', { name: 'Rows by change' });
    await user.click(screen.getByRole('button', { name: 'Compare with the published version' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Base run' })).toHaveTextContent(/^Revision 3 /));
    expect(params().get('evalHead')).toBe(LATEST);
    expect(params().get('evalBase')).toMatch(/^evr_/);
    expect(params().get('evalBase')).not.toBe(LATEST);
  });
});
