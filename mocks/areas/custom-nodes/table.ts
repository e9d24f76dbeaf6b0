/** The custom nodes area's table: project custom nodes (with their provider sign-in state). */
import type { CustomNode, CustomNodeAuthentication, CustomNodeInputParameter, CustomNodeParameter, CustomNodeSummary } from '../../../src/generated/model';
import { CUSTOM_NODE, PROJECT } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { clock } from '../../lib/clock';
import { defineTable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { customNodeMessages } from './catalog';
import * as code from './seed-code';

// ---------------------------------------------------------------------------------------------
// Custom nodes

/** A provider sign-in of a custom node (the tokens themselves stay in the backend). */
export interface ProviderSignIn {
  accountName: string;
  authenticatedAt: string;
  expiresAt: string;
}

/** A stored custom node: the contract's CustomNode plus its project and sign-in state. */
export type CustomNodeRow = CustomNode & {
  projectId: string;
  signIn?: ProviderSignIn;
  pendingSignIn?: { state: string; expiresAt: string };
};

/** More custom nodes this area seeds (beyond the shared fixture ids). */
export const LOCAL_CUSTOM_NODE = {
  sharepointSearch: 'cn_sharepoint_search',
  priorityScore: 'cn_priority_score',
  slackNotify: 'cn_slack_notify',
  invoiceTotal: 'cn_invoice_total',
  sheetsAppend: 'cn_sheets_append',
  salesforceLookup: 'cn_salesforce_lookup',
  markdownCleaner: 'cn_markdown_cleaner',
  crmNote: 'cn_crm_note',
} as const;

/** A parameter of a seeded custom node (required unless said otherwise). */
export const parameter = (label: string, dataType: CustomNodeParameter['dataType'], description: string, required = true): CustomNodeParameter => ({
  label,
  dataType,
  description,
  required,
});

const MIN = 60 * 1000;

export const customNodes = defineTable<CustomNodeRow>('customNodes', () => {
  const now = clock.now();
  const rows: CustomNodeRow[] = [
    {
      id: CUSTOM_NODE.maskPii,
      projectId: PROJECT.support,
      name: 'PII マスキング',
      description: '問い合わせ本文からメールアドレス・電話番号・郵便番号を伏せ字にします。',
      code: code.MASK_PII_CODE,
      parameters: [
        parameter('text', 'PARAMETER_DATA_TYPE_STRING', 'マスキング対象の本文'),
        parameter('mask_char', 'PARAMETER_DATA_TYPE_STRING', '伏せ字に使う文字（既定 *）', false),
      ],
      outputVariable: 'masked_text',
      createdBy: PEOPLE[0],
      createdAt: '2026-06-12T02:10:00Z',
      updatedAt: '2026-10-28T06:45:00Z',
    },
    {
      id: LOCAL_CUSTOM_NODE.sharepointSearch,
      projectId: PROJECT.support,
      name: 'SharePoint 検索',
      description: '社内 SharePoint の手順書を Microsoft Graph で検索し、タイトルと URL を返します。',
      code: code.SHAREPOINT_SEARCH_CODE,
      parameters: [
        parameter('query', 'PARAMETER_DATA_TYPE_STRING', '検索キーワード'),
        parameter('top', 'PARAMETER_DATA_TYPE_INTEGER', '取得件数（既定 5）', false),
      ],
      outputVariable: 'documents',
      authentication: { provider: 'AUTH_PROVIDER_ENTRA_ID', scopes: ['User.Read', 'Sites.Read.All', 'Files.Read.All'] },
      // Signed in once, long ago: the card shows EXPIRED (re-authenticate).
      signIn: { accountName: 'taro.yamada@acme.example', authenticatedAt: '2026-10-20T01:00:00Z', expiresAt: '2026-10-20T02:00:00Z' },
      createdBy: PEOPLE[2],
      createdAt: '2026-08-03T04:00:00Z',
      updatedAt: '2026-10-20T00:55:00Z',
    },
    {
      id: LOCAL_CUSTOM_NODE.priorityScore,
      projectId: PROJECT.support,
      name: 'Priority scorer',
      description: 'Scores the priority (P1–P3) of an inquiry from urgent words in its subject and body.',
      code: code.PRIORITY_CODE,
      parameters: [parameter('subject', 'PARAMETER_DATA_TYPE_STRING', 'Mail subject'), parameter('body', 'PARAMETER_DATA_TYPE_STRING', 'Mail body')],
      outputVariable: 'priority',
      createdBy: PEOPLE[1],
      createdAt: '2026-07-22T08:30:00Z',
      updatedAt: '2026-09-30T03:20:00Z',
    },
    {
      id: LOCAL_CUSTOM_NODE.slackNotify,
      projectId: PROJECT.support,
      name: 'Slack 通知',
      description: 'ワークフローの結果を Slack チャンネルに投稿します。',
      code: code.SLACK_NOTIFY_CODE,
      parameters: [
        parameter('message', 'PARAMETER_DATA_TYPE_STRING', '投稿する本文（mrkdwn）'),
        parameter('title', 'PARAMETER_DATA_TYPE_STRING', '見出し', false),
      ],
      outputVariable: 'post_result',
      createdBy: PEOPLE[0],
      createdAt: '2026-05-18T01:00:00Z',
      updatedAt: '2026-07-01T02:00:00Z',
    },
    {
      id: CUSTOM_NODE.boxUpload,
      projectId: PROJECT.invoice,
      name: 'Box アップロード',
      description: 'Uploads the checked invoice PDF to the accounting Box folder. チェック済み請求書を経理フォルダへ保存します。',
      code: code.BOX_UPLOAD_CODE,
      parameters: [
        parameter('file_url', 'PARAMETER_DATA_TYPE_STRING', 'URL of the invoice PDF'),
        parameter('folder_id', 'PARAMETER_DATA_TYPE_STRING', 'Box folder id'),
        parameter('file_name', 'PARAMETER_DATA_TYPE_STRING', 'File name in Box'),
      ],
      outputVariable: 'box_file_id',
      authentication: { provider: 'AUTH_PROVIDER_BOX', scopes: ['root_readwrite'] },
      // Signed in a quarter of an hour ago: the card shows the time remaining.
      signIn: {
        accountName: 'keiri@acme.example',
        authenticatedAt: new Date(now - 15 * MIN).toISOString(),
        expiresAt: new Date(now + 45 * MIN).toISOString(),
      },
      createdBy: PEOPLE[3],
      createdAt: '2026-09-02T05:00:00Z',
      updatedAt: '2026-10-31T07:10:00Z',
    },
    {
      id: LOCAL_CUSTOM_NODE.invoiceTotal,
      projectId: PROJECT.invoice,
      name: 'Invoice total check',
      description: 'Checks that the invoice lines, the 10% consumption tax and the stated total add up.',
      code: code.INVOICE_TOTAL_CODE,
      parameters: [
        parameter('invoice', 'PARAMETER_DATA_TYPE_OBJECT', 'The parsed invoice: { lines: [{ amount }], total }'),
        parameter('tolerance', 'PARAMETER_DATA_TYPE_NUMBER', 'Accepted difference in yen (default 1)', false),
      ],
      outputVariable: 'check_result',
      createdBy: PEOPLE[3],
      createdAt: '2026-08-14T00:20:00Z',
      updatedAt: '2026-10-15T09:00:00Z',
    },
    {
      id: LOCAL_CUSTOM_NODE.sheetsAppend,
      projectId: PROJECT.invoice,
      name: 'スプレッドシート追記',
      description: 'チェック結果を Google スプレッドシートの「結果」シートに 1 行追記します。',
      code: code.SHEETS_APPEND_CODE,
      parameters: [
        parameter('spreadsheet_id', 'PARAMETER_DATA_TYPE_STRING', 'スプレッドシート ID'),
        parameter('values', 'PARAMETER_DATA_TYPE_ARRAY', '追記する値の配列'),
      ],
      outputVariable: 'updated_range',
      // Never signed in: the card offers to authenticate.
      authentication: { provider: 'AUTH_PROVIDER_GOOGLE', scopes: ['https://www.googleapis.com/auth/spreadsheets'] },
      createdBy: PEOPLE[4],
      createdAt: '2026-10-05T03:00:00Z',
      updatedAt: '2026-10-05T03:00:00Z',
    },
    {
      id: LOCAL_CUSTOM_NODE.salesforceLookup,
      projectId: PROJECT.invoice,
      name: 'Salesforce lookup',
      description: 'Looks up the supplier account in Salesforce by name.',
      code: code.SALESFORCE_LOOKUP_CODE,
      parameters: [parameter('account_name', 'PARAMETER_DATA_TYPE_STRING', 'Account name as on the invoice')],
      outputVariable: 'account',
      createdBy: PEOPLE[1],
      createdAt: '2026-04-21T06:00:00Z',
      updatedAt: '2026-06-30T06:00:00Z',
    },
    {
      id: LOCAL_CUSTOM_NODE.markdownCleaner,
      projectId: PROJECT.research,
      name: 'Markdown cleaner',
      description: 'Turns Markdown manuals into plain text before they are chunked into the index.',
      code: code.MARKDOWN_CLEANER_CODE,
      parameters: [
        parameter('markdown', 'PARAMETER_DATA_TYPE_STRING', 'Markdown text'),
        parameter('keep_links', 'PARAMETER_DATA_TYPE_BOOLEAN', 'Keep link targets in brackets', false),
      ],
      outputVariable: 'plain_text',
      createdBy: PEOPLE[2],
      createdAt: '2026-09-09T09:00:00Z',
      updatedAt: '2026-09-10T01:30:00Z',
    },
    {
      id: LOCAL_CUSTOM_NODE.crmNote,
      projectId: PROJECT.betaSales,
      name: 'CRM メモ整形',
      description: '商談メモを CRM に貼り付ける定型フォーマットに整えます。',
      code: code.CRM_NOTE_CODE,
      parameters: [parameter('notes', 'PARAMETER_DATA_TYPE_STRING', '商談メモ'), parameter('customer', 'PARAMETER_DATA_TYPE_STRING', '顧客名')],
      outputVariable: 'crm_note',
      createdBy: PEOPLE[1],
      createdAt: '2026-07-07T07:00:00Z',
      updatedAt: '2026-08-08T08:00:00Z',
    },
  ];
  return rows.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
});

/** The custom node if it is in the project; else a thrown 404. */
export function customNodeOf(projectId: string, customNodeId: string): CustomNodeRow {
  const row = customNodes.find(customNodeId);
  if (!row || row.projectId !== projectId) throw notFound(customNodeMessages.customNodeNotFound);
  return row;
}

export function toCustomNode({ projectId: _p, signIn: _s, pendingSignIn: _ps, ...node }: CustomNodeRow): CustomNode {
  return node;
}

export function toCustomNodeSummary(row: CustomNodeRow): CustomNodeSummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    ...(row.authentication ? { authenticationProvider: row.authentication.provider } : {}),
    parameterCount: row.parameters.length,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function inputParametersOf(parameters: CustomNodeParameter[]): CustomNodeInputParameter[] {
  return parameters.map((param) => ({
    name: param.label,
    dataType: param.dataType,
    ...(param.description ? { description: param.description } : {}),
    required: param.required ?? true,
  }));
}

/** The authentication card of a custom node at `now`. */
export function authenticationOf(row: CustomNodeRow, now = clock.now()): CustomNodeAuthentication {
  if (!row.authentication) return { customNodeId: row.id, status: 'AUTH_STATUS_NOT_REQUIRED', scopes: [] };
  const base = { customNodeId: row.id, provider: row.authentication.provider, scopes: row.authentication.scopes };
  if (!row.signIn) return { ...base, status: 'AUTH_STATUS_UNAUTHENTICATED' };
  const expired = Date.parse(row.signIn.expiresAt) <= now;
  return { ...base, status: expired ? 'AUTH_STATUS_EXPIRED' : 'AUTH_STATUS_AUTHENTICATED', ...row.signIn };
}
