import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { createEvaluationSet, getEvaluationSet, listEvaluationRows } from '../../../generated/evaluations/evaluations';
import { getAddEvaluationRowsMockHandler } from '../../../generated/evaluations/evaluations.msw';
import type { EvaluationSet } from '../../../generated/model';
import { renderRoute, toastText } from '../../../test/render-route';
import { currentToasts } from '../../../components/toast/toast-store';
import { EvaluationSetDialog } from './set-dialog';

const PROJECT = 'prj_support';
const WORKFLOW = 'wf_support_triage';
const SET_ID = 'evs_support_regression';

async function open(language = 'en-us', change: (set: EvaluationSet) => EvaluationSet = (set) => set) {
  const set = change(await getEvaluationSet(PROJECT, WORKFLOW, SET_ID));
  const onSaved = vi.fn<(saved: EvaluationSet) => void>();
  const onClose = vi.fn();
  const view = renderRoute(<EvaluationSetDialog projectId={PROJECT} workflowId={WORKFLOW} set={set} onClose={onClose} onSaved={onSaved} />, {
    path: '/',
    url: '/',
    language,
  });
  const dialog = await screen.findByRole('dialog', { name: language === 'en-us' ? 'Edit evaluation set' : '評価セットの編集' });
  return { ...view, set, dialog, onSaved, onClose };
}

const scorerOf = (dialog: HTMLElement, output: string, legend = 'Output') => within(within(dialog).getByRole('group', { name: `${legend} ${output}` }));

describe('EvaluationSetDialog, editing a set', () => {
  it("is prefilled with the set's name, description and scorers, and leaves its rows as they are", async () => {
    const { dialog, set } = await open();
    expect(within(dialog).getByRole('textbox', { name: /^Set name/ })).toHaveValue(set.name);
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(set.description);
    const category = scorerOf(dialog, 'category');
    expect(category.getByRole('combobox', { name: /^Scorer/ })).toHaveTextContent('LLM judge');
    expect((category.getByRole('textbox', { name: /^Rubric/ }) as HTMLTextAreaElement).value).toMatch(/^問い合わせの内容に合ったカテゴリ/);
    expect(category.getByRole('textbox', { name: /^Pass threshold/ })).toHaveValue('0.5');
    const priority = scorerOf(dialog, 'priority');
    expect(priority.getByRole('combobox', { name: /^Scorer/ })).toHaveTextContent('Exact match');
    expect(priority.getByRole('checkbox', { name: 'Ignore case' })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: 'Enter by hand' })).toBeNull();
    expect(within(dialog).getByText(/The set's 20 rows stay as they are/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('saves the new name and scorer with the update call', async () => {
    const { user, dialog, onSaved, onClose } = await open();
    const name = within(dialog).getByRole('textbox', { name: /^Set name/ });
    await user.clear(name);
    await user.type(name, '問い合わせ分類 v2');
    const priority = scorerOf(dialog, 'priority');
    await user.click(priority.getByRole('combobox', { name: /^Scorer/ }));
    await user.click(await screen.findByRole('option', { name: 'Regular expression' }));
    await user.type(priority.getByRole('textbox', { name: /^Pattern/ }), '^(high|normal|low)$');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    const saved = await getEvaluationSet(PROJECT, WORKFLOW, SET_ID);
    expect(saved.name).toBe('問い合わせ分類 v2');
    expect(saved.outputs[1]).toEqual({ name: 'priority', scorer: { type: 'SCORER_TYPE_REGEX', pattern: '^(high|normal|low)$', ignoreCase: false } });
    expect(saved.outputs[0]!.scorer).toMatchObject({ type: 'SCORER_TYPE_LLM_JUDGE', threshold: 0.5 });
    expect(saved.rowCount).toBe(20);
  });

  it("puts a 409 on the name, says 'Failed to update evaluation set', and keeps everything typed", async () => {
    await createEvaluationSet(PROJECT, WORKFLOW, {
      name: 'FAQ スモーク',
      outputs: [{ name: 'category', scorer: { type: 'SCORER_TYPE_CONTAINS' } }],
      source: { type: 'EVALUATION_SOURCE_TYPE_MANUAL', rows: [{ inputs: { inquiry: 'a', customerId: 'b' }, expected: { category: 'c' } }] },
    });
    const { user, dialog, onSaved, onClose } = await open();
    const name = within(dialog).getByRole('textbox', { name: /^Set name/ });
    await user.clear(name);
    await user.type(name, 'FAQ スモーク');
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, '説明を書き直した');
    const rubric = scorerOf(dialog, 'category').getByRole('textbox', { name: /^Rubric/ }) as HTMLTextAreaElement;
    await user.type(rubric, '追記');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An evaluation set with this name already exists')).toBeInTheDocument();
    expect(await toastText()).toMatch(/^Failed to update evaluation set\. Please try again later\./);
    expect(name).toHaveValue('FAQ スモーク');
    expect(description).toHaveValue('説明を書き直した');
    expect(rubric.value).toMatch(/。追記$/);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((await getEvaluationSet(PROJECT, WORKFLOW, SET_ID)).name).toBe('問い合わせ分類 回帰テスト');
  });

  it('checks the scorers as on create before sending, in Japanese too', async () => {
    const { user, dialog, onSaved } = await open('ja-jp');
    const rubric = scorerOf(dialog, 'category', '出力').getByRole('textbox', { name: /^評価基準/ });
    await user.clear(rubric);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(/評価基準を入力してください/)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('adds rows typed by hand at the end of a hand-made set', async () => {
    const { user, dialog, onSaved } = await open();
    // No empty table until a row is added; the set's own rows stay.
    expect(within(dialog).queryByRole('table', { name: 'Rows' })).toBeNull();
    expect(within(dialog).getByText("Up to 100 rows at a time, added after the set's last row.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    expect(within(dialog).getByRole('table', { name: 'Rows' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'inquiry (input), row 1' }), '領収書を再発行したい');
    await user.type(within(dialog).getByRole('textbox', { name: 'category (expected), row 1' }), '請求');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]![0].rowCount).toBe(21);
    // One save, one toast (the rows added after the update say nothing more).
    expect(currentToasts().map((toast) => toast.title)).toEqual([expect.stringMatching(/^Updated evaluation set/)]);
    const rows = await listEvaluationRows(PROJECT, WORKFLOW, SET_ID, { page: 1, pageSize: 100 });
    expect(rows.items.at(-1)).toMatchObject({ inputs: { inquiry: '領収書を再発行したい', customerId: '' }, expected: { category: '請求' } });
  });

  it("puts a refused added row's message on its cell and keeps the rows typed", async () => {
    server.use(
      getAddEvaluationRowsMockHandler(() => {
        throw HttpResponse.json(
          { code: 400, message: 'Bad Request', details: [{ field: 'rows.0.inputs.customerId', message: 'Enter a value for customerId' }] },
          { status: 400 },
        );
      }),
    );
    const { user, dialog, onSaved, onClose } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    const inquiry = within(dialog).getByRole('textbox', { name: 'inquiry (input), row 1' });
    await user.type(inquiry, '返品の送料は？');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = await within(dialog).findByText('Enter a value for customerId');
    expect(within(dialog).getByRole('textbox', { name: 'customerId (input), row 1' }).closest('.MuiFormControl-root')).toContainElement(message);
    expect(inquiry).toHaveValue('返品の送料は？');
    expect(await toastText()).toMatch(/^Failed to update evaluation set\./);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no rows to add to a set made from a dataset file', async () => {
    const { dialog } = await open('en-us', (set) => ({
      ...set,
      source: { type: 'EVALUATION_SOURCE_TYPE_DATASET', datasetFileId: 'dsf_support_eval', datasetFileName: '評価用_問い合わせ.csv' },
    }));
    expect(within(dialog).queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(within(dialog).getByText(/^The set's 20 rows stay as they are: the name/)).toBeInTheDocument();
  });
});
