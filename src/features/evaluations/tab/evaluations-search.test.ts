import { describe, expect, it } from 'vitest';
import { evaluationsHref } from '../../../lib/paths';
import { chooseSet, readEvaluationsSearch, writeEvaluationsSearch, type EvaluationsChoice } from './evaluations-search';

const DEFAULTS: EvaluationsChoice = { setId: null, runId: null, view: 'runs', baseRunId: null, headRunId: null };
const read = (search: string) => readEvaluationsSearch(new URLSearchParams(search));

describe('evaluations search', () => {
  it('reads nothing chosen from a bare tab', () => {
    expect(read('tab=evaluations')).toEqual(DEFAULTS);
  });

  it('reads the set, the run, the compare view and its pair', () => {
    expect(read('tab=evaluations&evalSet=evs_a&evalRun=evr_1&evalView=compare&evalBase=evr_0&evalHead=evr_1')).toEqual({
      setId: 'evs_a',
      runId: 'evr_1',
      view: 'compare',
      baseRunId: 'evr_0',
      headRunId: 'evr_1',
    });
  });

  it('ignores what is not an id or a view, and half a pair', () => {
    expect(read('evalSet=a%20b&evalRun=&evalView=grid&evalBase=evr_0')).toEqual(DEFAULTS);
    expect(read(`evalSet=${'x'.repeat(129)}`).setId).toBeNull();
  });

  it("writes choices beside the editor's own parameters and leaves defaults out", () => {
    const params = new URLSearchParams('tab=evaluations&run=dbg_1&revision=4');
    const written = writeEvaluationsSearch(params, { ...DEFAULTS, setId: 'evs_a', view: 'compare', baseRunId: 'evr_0', headRunId: 'evr_1' });
    expect(written.toString()).toBe('tab=evaluations&run=dbg_1&revision=4&evalSet=evs_a&evalView=compare&evalBase=evr_0&evalHead=evr_1');
    expect(params.toString()).toBe('tab=evaluations&run=dbg_1&revision=4');
    const back = writeEvaluationsSearch(written, { ...readEvaluationsSearch(written), view: 'runs', baseRunId: 'evr_0', headRunId: null });
    expect(back.toString()).toBe('tab=evaluations&run=dbg_1&revision=4&evalSet=evs_a');
  });

  it('starts another set on its own default run and pair', () => {
    const choice: EvaluationsChoice = { setId: 'evs_a', runId: 'evr_1', view: 'compare', baseRunId: 'evr_0', headRunId: 'evr_1' };
    expect(chooseSet(choice, 'evs_b')).toEqual({ setId: 'evs_b', runId: null, view: 'compare', baseRunId: null, headRunId: null });
  });

  it('reads back what evaluationsHref links to', () => {
    const href = evaluationsHref('prj_support', 'wf_support_triage', { setId: 'evs_a', runId: 'evr_1' });
    expect(href).toBe('/poc/projects/prj_support/workflows/editor/wf_support_triage?tab=evaluations&evalSet=evs_a&evalRun=evr_1');
    expect(read(href.split('?')[1]!)).toEqual({ ...DEFAULTS, setId: 'evs_a', runId: 'evr_1' });
    expect(evaluationsHref('prj_support', 'wf_support_triage')).toBe('/poc/projects/prj_support/workflows/editor/wf_support_triage?tab=evaluations');
  });
});
