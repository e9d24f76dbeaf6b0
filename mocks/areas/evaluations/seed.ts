/**
 * The demo's evaluation data: one set of 20 Japanese support-desk inquiries on 問い合わせ振り分け
 * (wf_support_triage) with the expected category and priority, and finished runs of it on the workflow's
 * latest saved revision and the one before (so the demo can compare them); and a small set with a run in
 * organization Beta (another organization's data for the conformance kit).
 */
import type { EvaluationOutput, EvaluationRowInput, GraphEdge, GraphNode } from '../../../src/generated/model';
import { PROJECT, WORKFLOW } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { revisionsOf } from '../workflows/revisions';
import { llmModels } from '../workflows/table';
import { advanceRun, runEvaluation, type RunRow } from './engine';
import { libraryScore } from './scoring';
import type { SetRow } from './table';

export const SEED_SET_ID = 'evs_support_regression';
const BETA_WORKFLOW = 'wf_beta_followup';

const ROWS: Array<[inquiry: string, customerId: string, category: string, priority: 'high' | 'normal']> = [
  ['請求書の再発行をお願いできますか？先月分が見当たりません。', 'C-20931', '請求', 'normal'],
  ['ログインできません。パスワードを忘れてしまいました。', 'C-20932', 'アカウント', 'normal'],
  ['先週注文した商品を返品したいです。注文番号は A-1029 です。', 'C-20933', '返品', 'high'],
  ['解約の手続き方法を教えてください。', 'C-20934', '解約', 'normal'],
  ['届いた商品が破損していたので返品したいです。', 'C-20935', '返品', 'high'],
  ['領収書の宛名を会社名に変更したいです。', 'C-20936', '請求', 'normal'],
  ['配送予定日を教えてください。まだ発送されていないようです。', 'C-20937', '配送', 'normal'],
  ['プランをスタンダードからプロに変更できますか？', 'C-20938', 'その他', 'normal'],
  ['二段階認証のコードが届きません。', 'C-20939', 'アカウント', 'high'],
  ['画面が真っ白になって何も表示されません。', 'C-20940', 'その他', 'high'],
  ['請求先住所を変更したいのですが、どこから設定できますか？', 'C-20941', '請求', 'normal'],
  ['サイズが合わなかったので返品と交換をお願いします。', 'C-20942', '返品', 'high'],
  ['支払い方法をクレジットカードから銀行振込に変えられますか？', 'C-20943', '請求', 'normal'],
  ['注文した商品がまだ届きません。追跡番号を教えてください。', 'C-20944', '配送', 'normal'],
  ['データの保存期間はどのくらいですか？', 'C-20945', 'その他', 'normal'],
  ['同じ注文で二重に請求されています。', 'C-20946', '請求', 'high'],
  ['返品の送料はどちらが負担しますか？', 'C-20947', '返品', 'high'],
  ['担当者を変更したので連絡先を更新してください。', 'C-20948', 'アカウント', 'normal'],
  ['配送先を実家の住所に変更できますか？', 'C-20949', '配送', 'normal'],
  ['ＡＰＩの利用上限を引き上げてほしいです。', 'C-20950', 'その他', 'normal'],
];

const OUTPUTS: EvaluationOutput[] = [
  {
    name: 'category',
    scorer: {
      type: 'SCORER_TYPE_LLM_JUDGE',
      model: 'gpt-4o',
      rubric: '問い合わせの内容に合ったカテゴリ（期待値）を選び、丁寧な回答案になっていれば高く評価する。',
      threshold: 0.5,
    },
  },
  { name: 'priority', scorer: { type: 'SCORER_TYPE_EXACT_MATCH', normalize: { width: true, case: true, whitespace: true } } },
];

const rows = (): EvaluationRowInput[] =>
  ROWS.map(([inquiry, customerId, category, priority]) => ({ inputs: { inquiry, customerId }, expected: { category, priority } }));

export function seedSets(): SetRow[] {
  const at = '2026-10-30T02:00:00Z';
  return [
    {
      id: SEED_SET_ID,
      projectId: PROJECT.support,
      workflowId: WORKFLOW.supportTriage,
      name: '問い合わせ分類 回帰テスト',
      description: 'サポート窓口の問い合わせ 20 件。カテゴリと優先度の期待値つき。',
      outputs: OUTPUTS,
      inputNames: ['inquiry', 'customerId'],
      rowCount: ROWS.length,
      source: { type: 'EVALUATION_SOURCE_TYPE_MANUAL' },
      createdAt: at,
      createdBy: PEOPLE[0]!,
      updatedAt: at,
      rows: rows(),
    },
    {
      // Another organization's set (Beta): the conformance kit reads it as org B's data.
      id: 'evs_beta_followup',
      projectId: PROJECT.betaSales,
      workflowId: BETA_WORKFLOW,
      name: 'Follow-up drafts',
      outputs: [{ name: 'result', scorer: { type: 'SCORER_TYPE_CONTAINS', normalize: { width: true, case: true, whitespace: true } } }],
      inputNames: ['text'],
      rowCount: 2,
      source: { type: 'EVALUATION_SOURCE_TYPE_MANUAL' },
      createdAt: '2026-10-05T00:00:00Z',
      createdBy: PEOPLE[3]!,
      updatedAt: '2026-10-05T00:00:00Z',
      rows: [
        { inputs: { text: '来期の予算について議論しました。' }, expected: { result: '予算' } },
        { inputs: { text: 'Hiring plan review with the sales team.' }, expected: { result: 'hiring' } },
      ],
    },
  ];
}

/** A finished run of a seeded set on `revision`, started at `startedAt`. */
function finishedRun(
  id: string,
  set: SetRow,
  revision: { revision: number; nodes: GraphNode[]; edges: GraphEdge[] },
  startedAt: string,
  person: number,
): RunRow {
  const plan = runEvaluation({
    runId: id,
    rows: set.rows,
    outputs: set.outputs,
    inputNames: set.inputNames,
    graph: revision,
    modelOf: (modelId) => llmModels.find(modelId),
    score: libraryScore,
  });
  const row: RunRow = {
    id,
    projectId: set.projectId,
    workflowId: set.workflowId,
    setId: set.id,
    setName: set.name,
    revision: revision.revision,
    startedBy: PEOPLE[person]!,
    startedAt,
    status: 'EVALUATION_RUN_STATUS_PENDING',
    pendingMs: 3000,
    cursorMs: 0,
    plan,
  };
  advanceRun(row, Date.parse(startedAt) + 3_600_000);
  return row;
}

export function seedRuns(): RunRow[] {
  const [support, beta] = seedSets();
  const [latest, before] = revisionsOf(WORKFLOW.supportTriage);
  const [betaLatest] = revisionsOf(BETA_WORKFLOW);
  return [
    ...(latest ? [finishedRun('evr_support_seed_latest', support!, latest, '2026-10-31T06:00:00Z', 0)] : []),
    ...(before ? [finishedRun('evr_support_seed_before', support!, before, '2026-10-30T06:00:00Z', 2)] : []),
    ...(betaLatest ? [finishedRun('evr_beta_followup_seed', beta!, betaLatest, '2026-10-05T01:00:00Z', 3)] : []),
  ];
}
