import type { DatasetFile, DatasetFileType } from '../../../src/generated/model';
import { DATASET_FILE, PROJECT } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { clock } from '../../lib/clock';
import { defineTable } from '../../lib/db';

/**
 * A stored dataset file: the contract's DatasetFile plus its project, its table (columns and at most
 * MAX_STORED_ROWS rows) and, while DATASET_FILE_STATUS_UPLOADING, when processing ends.
 */
export type DatasetFileRow = DatasetFile & {
  projectId: string;
  columns: string[];
  rows: string[][];
  processingUntil?: number;
  /** The row count to show once processing ends. */
  pendingRowCount?: number;
};

/** Rows kept per file (the mock's memory, and the browser's localStorage, are small). */
export const MAX_STORED_ROWS = 1000;
/** How long an upload stays DATASET_FILE_STATUS_UPLOADING before it is ready. */
export const UPLOAD_PROCESSING_MS = 1000;

export function toDatasetFile({ projectId: _p, columns: _c, rows: _r, processingUntil: _u, pendingRowCount: _n, ...file }: DatasetFileRow): DatasetFile {
  return file;
}

const INQUIRIES: string[][] = [
  ['Q-2026-0701', '請求書の再発行をお願いできますか？先月分が見当たりません。', 'メール', '2026-07-01'],
  ['Q-2026-0702', 'ログインできません。パスワードを忘れてしまいました。', 'チャット', '2026-07-01'],
  ['Q-2026-0703', 'I was charged twice for my October subscription.', 'メール', '2026-07-02'],
  ['Q-2026-0704', '解約の手続き方法を教えてください。', '電話', '2026-07-03'],
  ['Q-2026-0705', 'The export to CSV button does nothing in Safari.', 'チャット', '2026-07-05'],
  ['Q-2026-0706', '領収書の宛名を会社名に変更したいです。', 'メール', '2026-07-08'],
  ['Q-2026-0707', '', 'メール', '2026-07-09'],
  ['Q-2026-0708', 'プランをスタンダードからプロに変更できますか？', 'チャット', '2026-07-12'],
  ['Q-2026-0709', 'How do I add a second administrator to our account?', 'メール', '2026-07-15'],
  ['Q-2026-0710', '画面が真っ白になって何も表示されません。', '電話', '2026-07-18'],
  ['Q-2026-0711', '請求先住所を変更したいのですが、どこから設定できますか？', 'メール', '2026-07-21'],
  ['Q-2026-0712', 'Can I get an invoice in English for our Singapore office?', 'メール', '2026-07-25'],
  ['Q-2026-0713', 'API の利用上限を引き上げてほしいです。', 'チャット', '2026-08-02'],
  ['Q-2026-0714', '二段階認証のコードが届きません。', 'チャット', '2026-08-09'],
  ['Q-2026-0715', '', 'チャット', '2026-08-10'],
  ['Q-2026-0716', 'The mobile app crashes when I open a shared workflow.', 'メール', '2026-08-20'],
  ['Q-2026-0717', '支払い方法をクレジットカードから銀行振込に変えられますか？', 'メール', '2026-09-01'],
  ['Q-2026-0718', 'データの保存期間はどのくらいですか？', '電話', '2026-09-11'],
  ['Q-2026-0719', 'Please delete all personal data for user ID 88231.', 'メール', '2026-09-19'],
  ['Q-2026-0720', '担当者を変更したので連絡先を更新してください。', 'メール', '2026-09-28'],
];

const FAQ_QUESTIONS: string[][] = [
  ['How do I reset my password?', 'Use “Forgot password” on the sign-in page.'],
  ['Can I change my billing address?', 'Yes, under Settings › Billing.'],
  ['What payment methods do you accept?', 'Credit card and bank transfer.'],
  ['How long is data retained?', 'Three years after the contract ends.'],
  ['Is there an API rate limit?', '600 requests per minute per tenant.'],
  ['How do I invite a teammate?', 'Settings › Members › Invite.'],
  ['', 'An empty question (kept to test failures).'],
  ['Can I export my workflows?', 'Yes, as YAML from the workflow menu.'],
  ['Do you support single sign-on?', 'Yes, SAML and OIDC.'],
  ['Where are your servers located?', 'Tokyo and Osaka regions.'],
  ['How do I cancel my subscription?', 'Contact support; cancellation takes effect at month end.'],
  ['Is two-factor authentication available?', 'Yes, with an authenticator app.'],
];

const SURVEY: string[][] = [
  ['R-001', '回答が速くて助かりました。', '5'],
  ['R-002', 'チャットの待ち時間が長かったです。', '2'],
  ['R-003', 'The answer was accurate but a bit long.', '4'],
  ['R-004', '手順の説明がわかりやすかったです。', '5'],
  ['R-005', '電話がつながりにくい。', '1'],
  ['R-006', '担当者の対応が丁寧でした。', '5'],
  ['R-007', 'Could not find the invoice download link.', '3'],
  ['R-008', 'FAQ に載っていない質問が多い。', '2'],
  ['R-009', '特になし', '4'],
  ['R-010', 'Great support, thanks!', '5'],
];

const INVOICES: string[][] = [
  ['INV-10231', '株式会社サンプル商事', '128000', 'ノートPC 2台 保守費用 10月分'],
  ['INV-10232', 'Northwind Traders', '45200', 'Office supplies, October'],
  ['INV-10233', '山田印刷', '9800', '名刺印刷 200枚'],
  ['INV-10234', 'Contoso Cloud', '310000', 'Cloud hosting, October (PO-7781)'],
  ['INV-10235', '東京クリーンサービス', '66000', 'オフィス清掃 10月分'],
  ['INV-10236', 'Fabrikam Legal', '220000', 'Contract review, 8 hours'],
  ['INV-10237', '株式会社サンプル商事', '128000', 'ノートPC 2台 保守費用 10月分（重複の疑い）'],
  ['INV-10238', 'Adventure Works', '15400', 'Team offsite catering'],
  ['INV-10239', '関西物流', '87450', '配送費 10月分'],
  ['INV-10240', 'Litware Inc.', '54000', 'Software licences (3 seats)'],
];

const MANUAL_QUESTIONS: string[][] = [
  ['経費精算の締め日はいつですか？'],
  ['What is the travel allowance for Osaka?'],
  ['在宅勤務の申請方法を教えてください。'],
  ['How many days of paid leave do new hires get?'],
  ['社内 Wi-Fi のパスワードはどこで確認できますか？'],
  ['Who approves purchases over 100,000 yen?'],
  ['育児休業の申請期限は？'],
  ['How do I book a meeting room?'],
];

/** The seeded tables by file id (jobs seed their executions from them). */
export const SEED_TABLES: Record<string, { columns: string[]; rows: string[][] }> = {
  [DATASET_FILE.inquiries]: { columns: ['問い合わせID', '問い合わせ本文', 'チャネル', '受付日'], rows: INQUIRIES },
  dsf_faq_questions_en: { columns: ['question', 'expectedAnswer'], rows: FAQ_QUESTIONS },
  dsf_survey_2026_10: { columns: ['回答ID', '自由記述', '満足度'], rows: SURVEY },
  [DATASET_FILE.invoices]: { columns: ['invoice_no', 'vendor', 'amount', 'description'], rows: INVOICES },
  dsf_manual_questions: { columns: ['question'], rows: MANUAL_QUESTIONS },
};

const quote = (value: string, delimiter: string) =>
  value.includes(delimiter) || value.includes('"') || value.includes('\n') ? `"${value.replaceAll('"', '""')}"` : value;
const serialize = (columns: string[], rows: string[][], delimiter: string) =>
  [columns, ...rows].map((row) => row.map((value) => quote(value, delimiter)).join(delimiter)).join('\n');
const byteLength = (text: string) => new TextEncoder().encode(text).length;

interface SeedFile {
  id: string;
  projectId: string;
  fileName: string;
  type: DatasetFileType;
  columns: string[];
  rows: string[][];
  updatedAt: string;
  person: number;
  size?: number;
  status?: DatasetFile['status'];
  errorMessage?: string;
}

function seedFiles(): DatasetFileRow[] {
  const seeds: SeedFile[] = [
    {
      id: DATASET_FILE.inquiries,
      projectId: PROJECT.support,
      fileName: '問い合わせ履歴_2026Q3.csv',
      type: 'DATASET_FILE_TYPE_CSV',
      columns: ['問い合わせID', '問い合わせ本文', 'チャネル', '受付日'],
      rows: INQUIRIES,
      updatedAt: '2026-10-01T01:20:00Z',
      person: 0,
    },
    {
      id: 'dsf_faq_questions_en',
      projectId: PROJECT.support,
      fileName: 'faq_questions_en.jsonl',
      type: 'DATASET_FILE_TYPE_JSONL',
      columns: ['question', 'expectedAnswer'],
      rows: FAQ_QUESTIONS,
      updatedAt: '2026-10-12T07:05:00Z',
      person: 1,
    },
    {
      id: 'dsf_survey_2026_10',
      projectId: PROJECT.support,
      fileName: 'アンケート自由記述_2026-10.tsv',
      type: 'DATASET_FILE_TYPE_TSV',
      columns: ['回答ID', '自由記述', '満足度'],
      rows: SURVEY,
      updatedAt: '2026-10-20T04:40:00Z',
      person: 2,
    },
    {
      id: 'dsf_new_inquiries_nov',
      projectId: PROJECT.support,
      fileName: '新規問い合わせ_11月.csv',
      type: 'DATASET_FILE_TYPE_CSV',
      columns: [],
      rows: [],
      updatedAt: '2026-10-31T09:10:00Z',
      person: 0,
      size: 18234,
      status: 'DATASET_FILE_STATUS_BEFORE_UPLOAD',
    },
    {
      id: 'dsf_broken_export',
      projectId: PROJECT.support,
      fileName: 'broken_export.csv',
      type: 'DATASET_FILE_TYPE_CSV',
      columns: [],
      rows: [],
      updatedAt: '2026-10-18T02:00:00Z',
      person: 3,
      size: 5120,
      status: 'DATASET_FILE_STATUS_FAILED',
      errorMessage: 'Failed to parse file',
    },
    {
      id: DATASET_FILE.invoices,
      projectId: PROJECT.invoice,
      fileName: 'invoices_october.xlsx',
      type: 'DATASET_FILE_TYPE_XLSX',
      columns: ['invoice_no', 'vendor', 'amount', 'description'],
      rows: INVOICES,
      updatedAt: '2026-10-31T03:00:00Z',
      person: 1,
      size: 24576,
    },
    {
      id: 'dsf_invoice_samples',
      projectId: PROJECT.invoice,
      fileName: '請求書_サンプル.csv',
      type: 'DATASET_FILE_TYPE_CSV',
      columns: ['invoice_no', 'vendor', 'amount', 'description'],
      rows: INVOICES.slice(0, 4),
      updatedAt: '2026-09-05T06:30:00Z',
      person: 4,
    },
    {
      id: 'dsf_manual_questions',
      projectId: PROJECT.research,
      fileName: 'manual_questions.csv',
      type: 'DATASET_FILE_TYPE_CSV',
      columns: ['question'],
      rows: MANUAL_QUESTIONS,
      updatedAt: '2026-10-25T00:45:00Z',
      person: 2,
    },
  ];
  const rows: DatasetFileRow[] = seeds.map((seed) => {
    const status = seed.status ?? 'DATASET_FILE_STATUS_UPLOADED';
    const delimiter = seed.type === 'DATASET_FILE_TYPE_TSV' ? '\t' : ',';
    const size =
      seed.size ??
      (seed.type === 'DATASET_FILE_TYPE_JSONL'
        ? byteLength(seed.rows.map((row) => JSON.stringify(Object.fromEntries(seed.columns.map((c, i) => [c, row[i]])))).join('\n'))
        : byteLength(serialize(seed.columns, seed.rows, delimiter)));
    return {
      id: seed.id,
      fileName: seed.fileName,
      size,
      type: seed.type,
      status,
      rowCount: status === 'DATASET_FILE_STATUS_UPLOADED' ? seed.rows.length : 0,
      ...(seed.errorMessage ? { errorMessage: seed.errorMessage } : {}),
      updatedBy: PEOPLE[seed.person]!,
      updatedAt: seed.updatedAt,
      createdAt: seed.updatedAt,
      projectId: seed.projectId,
      columns: seed.columns,
      rows: seed.rows.map((row) => [...row]),
    };
  });
  // A large upload still being processed (relative to the moment of seeding, so it stays in progress a while).
  const now = clock.now();
  rows.push({
    id: 'dsf_chat_logs_2026_10',
    fileName: 'chat_logs_2026-10.jsonl',
    size: 8_604_112,
    type: 'DATASET_FILE_TYPE_JSONL',
    status: 'DATASET_FILE_STATUS_UPLOADING',
    rowCount: 0,
    updatedBy: PEOPLE[1]!,
    updatedAt: new Date(now - 60_000).toISOString(),
    createdAt: new Date(now - 60_000).toISOString(),
    projectId: PROJECT.support,
    columns: ['sessionId', 'message'],
    rows: [],
    processingUntil: now + 30 * 60_000,
    pendingRowCount: 41_230,
  });
  return rows.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export const datasetFiles = defineTable<DatasetFileRow>('dataset-files', seedFiles, {
  tick(rows, now) {
    for (const row of rows) {
      if (row.status === 'DATASET_FILE_STATUS_UPLOADING' && row.processingUntil !== undefined && now >= row.processingUntil) {
        row.status = 'DATASET_FILE_STATUS_UPLOADED';
        row.rowCount = row.pendingRowCount ?? row.rows.length;
        delete row.processingUntil;
        delete row.pendingRowCount;
      }
    }
  },
});
