import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { getCreateEvaluationSetMockHandler } from '../../../generated/evaluations/evaluations.msw';
import type { EvaluationSet } from '../../../generated/model';
import { renderRoute } from '../../../test/render-route';
import { EvaluationSetDialog } from './set-dialog';

const INPUTS = ['inquiry', 'customerId'];
const OUTPUTS = ['category', 'priority'];

function open(language = 'en-us') {
  const onCreated = vi.fn<(set: EvaluationSet) => void>();
  const onClose = vi.fn();
  const view = renderRoute(
    <EvaluationSetDialog
      projectId="prj_support"
      workflowId="wf_support_triage"
      inputNames={INPUTS}
      outputNames={OUTPUTS}
      onClose={onClose}
      onCreated={onCreated}
    />,
    { path: '/', url: '/', language },
  );
  return { ...view, onCreated, onClose };
}

type User = ReturnType<typeof open>['user'];

async function choose(user: User, dialog: HTMLElement, label: RegExp, option: string | RegExp) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function pickDataset(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: /^Dataset file/ }), '問い合わせ');
  await user.click(await screen.findByRole('option', { name: /問い合わせ履歴_2026Q3\.csv/ }));
  await within(dialog).findByRole('group', { name: 'Column for each start variable' });
}

async function mapColumns(user: User, dialog: HTMLElement) {
  await choose(user, dialog, /^Start variable inquiry/, '問い合わせ本文');
  await choose(user, dialog, /^Start variable customerId/, '問い合わせID');
  await choose(user, dialog, /^Expected category/, 'チャネル');
  await choose(user, dialog, /^Expected priority/, '受付日');
}

describe('EvaluationSetDialog', () => {
  it('makes a set from a dataset file: a column per start variable and output, with a preview of the first rows', async () => {
    const { user, onCreated } = open();
    const dialog = await screen.findByRole('dialog', { name: 'New evaluation set' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Set name/ }), '問い合わせ 回帰');
    await pickDataset(user, dialog);
    const preview = within(dialog).getByRole('table', { name: /Preview/ });
    expect(within(preview).getByRole('columnheader', { name: '問い合わせ本文' })).toBeInTheDocument();
    expect(within(preview).getAllByRole('row').length).toBeGreaterThan(1);
    await mapColumns(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const set = onCreated.mock.calls[0]![0];
    expect(set.name).toBe('問い合わせ 回帰');
    expect(set.source).toMatchObject({ type: 'EVALUATION_SOURCE_TYPE_DATASET', datasetFileName: '問い合わせ履歴_2026Q3.csv' });
    expect(set.rowCount).toBeGreaterThan(0);
  });

  it('asks for every column before sending', async () => {
    const { user, onCreated } = open();
    const dialog = await screen.findByRole('dialog', { name: 'New evaluation set' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Set name/ }), 'x');
    await pickDataset(user, dialog);
    await choose(user, dialog, /^Start variable inquiry/, '問い合わせ本文');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please choose a column for this start variable')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please choose the expected-answer column')).toHaveLength(2);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('makes a set from past debug runs', async () => {
    const { user, onCreated } = open();
    const dialog = await screen.findByRole('dialog', { name: 'New evaluation set' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Set name/ }), 'デバッグから');
    await user.click(within(dialog).getByRole('radio', { name: 'Past debug runs' }));
    const runs = await within(dialog).findByRole('group', { name: 'Succeeded debug runs' });
    await user.click(within(runs).getAllByRole('checkbox')[0]!);
    expect(within(runs).getByText(/1 run picked/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ rowCount: 1, source: { type: 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS' } });
  });

  it('makes a set from rows typed by hand', async () => {
    const { user, onCreated } = open();
    const dialog = await screen.findByRole('dialog', { name: 'New evaluation set' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Set name/ }), '手入力');
    await user.click(within(dialog).getByRole('radio', { name: 'Enter by hand' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'inquiry (input), row 1' }), '返品したいです');
    await user.type(within(dialog).getByRole('textbox', { name: 'category (expected), row 1' }), '返品');
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'inquiry (input), row 2' }), '請求書をください');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ rowCount: 2, source: { type: 'EVALUATION_SOURCE_TYPE_MANUAL' } });
  });

  it('says why a pattern is refused as it is typed, in Japanese too', async () => {
    const { user } = open('ja-jp');
    const dialog = await screen.findByRole('dialog', { name: '評価セットの作成' });
    const scorers = within(dialog).getAllByRole('combobox', { name: /^採点方法/ });
    await user.click(scorers[0]!);
    await user.click(await screen.findByRole('option', { name: '正規表現' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^パターン/ }), '(\\d)\\1');
    expect(await within(dialog).findByText('安全な正規表現エンジンでは後方参照（\\1）は使えません')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /^パターン/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^パターン/ }), '^(請求|返品)$');
    await waitFor(() => expect(within(dialog).queryByText(/後方参照（/)).not.toBeInTheDocument());
  });

  it('reads the start variables and outputs from the saved graph when it is not given them', async () => {
    const { user } = renderRoute(<EvaluationSetDialog projectId="prj_support" workflowId="wf_support_triage" onClose={vi.fn()} />, { path: '/', url: '/' });
    // A progress bar while the graph loads, then the form.
    await user.click(await screen.findByRole('radio', { name: 'Enter by hand' }));
    const dialog = screen.getByRole('dialog', { name: 'New evaluation set' });
    const table = within(dialog).getByRole('table', { name: 'Rows' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['#', 'inquiry (input)', 'customerId (input)', 'category (expected)', 'priority (expected)', '']);
    expect(within(dialog).getByRole('group', { name: 'Output category' })).toBeInTheDocument();
  });

  it("puts the server's 400 on the field it names and keeps everything typed", async () => {
    server.use(
      getCreateEvaluationSetMockHandler(() => {
        throw HttpResponse.json(
          {
            code: 400,
            message: 'The column has no value in any row: チャネル',
            details: [{ field: 'source.expectedColumns.category', message: 'The column has no value in any row: チャネル' }],
          },
          { status: 400 },
        );
      }),
    );
    const { user, onCreated, onClose } = open();
    const dialog = await screen.findByRole('dialog', { name: 'New evaluation set' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Set name/ }), '空の列');
    await pickDataset(user, dialog);
    await mapColumns(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const message = await within(dialog).findByText('The column has no value in any row: チャネル');
    const field = within(dialog).getByRole('combobox', { name: /^Expected category/ });
    expect(field.closest('.MuiFormControl-root')).toContainElement(message);
    expect(within(dialog).getByRole('textbox', { name: /^Set name/ })).toHaveValue('空の列');
    expect(field).toHaveTextContent('チャネル');
    expect(within(dialog).getByRole('combobox', { name: /^Start variable inquiry/ })).toHaveTextContent('問い合わせ本文');
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
