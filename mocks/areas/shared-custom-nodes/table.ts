/**
 * The shared custom nodes area's tables: the organization's shared custom nodes (published copies of
 * project custom nodes) and their configuration files (with their secrets).
 */
import type { ConfigFile, CustomNodeParameter, SharedCustomNode } from '../../../src/generated/model';
import { ORG, PROJECT, SHARED_CUSTOM_NODE } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { defineTable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import * as code from '../custom-nodes/seed-code';
import { storedSetting as s, toConfigSetting, type StoredSetting } from '../custom-nodes/settings';
import { inputParametersOf, LOCAL_CUSTOM_NODE, parameter } from '../custom-nodes/table';
import { sharedCustomNodeMessages } from './catalog';

// ---------------------------------------------------------------------------------------------
// Shared custom nodes

/** A stored shared custom node: the published copy of a custom node, in one organization. */
export type SharedCustomNodeRow = Omit<SharedCustomNode, 'configFileCount' | 'inputParameters'> & {
  orgId: string;
  code: string;
  parameters: CustomNodeParameter[];
};

export const LOCAL_SHARED_CUSTOM_NODE = {
  pdfText: 'scn_pdf_text',
  betaTranslate: 'scn_beta_translate',
} as const;

export const sharedCustomNodes = defineTable<SharedCustomNodeRow>('sharedCustomNodes', () => [
  {
    id: SHARED_CUSTOM_NODE.slackNotify,
    orgId: ORG.acme,
    name: 'Slack 通知',
    description: 'ワークフローの結果を Slack チャンネルに投稿します。設定ファイルで投稿先 Webhook を選びます。',
    sourceProjectId: PROJECT.support,
    sourceCustomNodeId: LOCAL_CUSTOM_NODE.slackNotify,
    code: code.SLACK_NOTIFY_CODE,
    parameters: [
      parameter('message', 'PARAMETER_DATA_TYPE_STRING', '投稿する本文（mrkdwn）'),
      parameter('title', 'PARAMETER_DATA_TYPE_STRING', '見出し', false),
    ],
    outputVariable: 'post_result',
    publishedBy: PEOPLE[0],
    createdAt: '2026-07-01T03:00:00Z',
    updatedAt: '2026-10-29T05:30:00Z',
  },
  {
    id: SHARED_CUSTOM_NODE.salesforceLookup,
    orgId: ORG.acme,
    name: 'Salesforce lookup',
    description: 'Looks up a Salesforce account by name. Pick the org with a configuration file (production or sandbox).',
    sourceProjectId: PROJECT.invoice,
    sourceCustomNodeId: LOCAL_CUSTOM_NODE.salesforceLookup,
    code: code.SALESFORCE_LOOKUP_CODE,
    parameters: [parameter('account_name', 'PARAMETER_DATA_TYPE_STRING', 'Account name')],
    outputVariable: 'account',
    publishedBy: PEOPLE[0],
    createdAt: '2026-07-02T03:00:00Z',
    updatedAt: '2026-10-12T02:00:00Z',
  },
  {
    id: LOCAL_SHARED_CUSTOM_NODE.pdfText,
    orgId: ORG.acme,
    name: 'PDF テキスト抽出',
    description: 'PDF をダウンロードしてテキストを抽出します（最大 20 ページ）。',
    code: code.PDF_TEXT_CODE,
    parameters: [
      parameter('pdf_url', 'PARAMETER_DATA_TYPE_STRING', 'PDF の URL'),
      parameter('max_pages', 'PARAMETER_DATA_TYPE_INTEGER', '最大ページ数', false),
    ],
    outputVariable: 'pdf_text',
    publishedBy: PEOPLE[0],
    createdAt: '2026-03-10T01:00:00Z',
    updatedAt: '2026-03-10T01:00:00Z',
  },
  {
    id: LOCAL_SHARED_CUSTOM_NODE.betaTranslate,
    orgId: ORG.beta,
    name: 'DeepL translate',
    description: 'Translates text with DeepL; the API key lives in the configuration file.',
    code: code.DEEPL_CODE,
    parameters: [
      parameter('text', 'PARAMETER_DATA_TYPE_STRING', 'Text to translate'),
      parameter('target_lang', 'PARAMETER_DATA_TYPE_STRING', 'Target language (EN-US, JA …)', false),
    ],
    outputVariable: 'translated',
    publishedBy: PEOPLE[3],
    createdAt: '2026-06-06T06:00:00Z',
    updatedAt: '2026-06-06T06:00:00Z',
  },
]);

/** The shared custom node if it is in the organization; else a thrown 404. */
export function sharedCustomNodeOf(id: string, orgId: string): SharedCustomNodeRow {
  const row = sharedCustomNodes.find(id);
  if (!row || row.orgId !== orgId) throw notFound(sharedCustomNodeMessages.sharedNotFound);
  return row;
}

export function toSharedCustomNode({ orgId: _o, code: _c, parameters, ...row }: SharedCustomNodeRow): SharedCustomNode {
  return {
    ...row,
    inputParameters: inputParametersOf(parameters),
    configFileCount: configFiles.where((file) => file.sharedCustomNodeId === row.id).length,
  };
}

// ---------------------------------------------------------------------------------------------
// Configuration files

export type ConfigFileRow = Omit<ConfigFile, 'settings'> & { settings: StoredSetting[] };

export const configFiles = defineTable<ConfigFileRow>('configFiles', () =>
  [
    {
      id: 'cf_slack_production',
      sharedCustomNodeId: SHARED_CUSTOM_NODE.slackNotify,
      fileName: 'production.env',
      settings: [
        s('Webhook URL', 'SLACK_WEBHOOK_URL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_SECRET', 'https://hooks.slack.com/services/T000/B000/XXXX'),
        s('投稿先チャンネル', 'SLACK_CHANNEL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', '#support-alerts'),
        s('メンション対象', 'MENTION_USER_IDS', 'CONFIG_DATA_TYPE_JSON', 'SECURITY_LEVEL_PLAIN', '["U01ABCDEF", "U02GHIJKL"]'),
        s('Retry count', 'RETRY_COUNT', 'CONFIG_DATA_TYPE_NUMBER', 'SECURITY_LEVEL_PLAIN', '3'),
        s('エラー時に通知', 'NOTIFY_ON_ERROR', 'CONFIG_DATA_TYPE_BOOLEAN', 'SECURITY_LEVEL_PLAIN', 'true'),
      ],
      createdBy: PEOPLE[0],
      createdAt: '2026-07-01T03:10:00Z',
      updatedAt: '2026-10-29T05:30:00Z',
    },
    {
      id: 'cf_slack_staging',
      sharedCustomNodeId: SHARED_CUSTOM_NODE.slackNotify,
      fileName: '検証環境.env',
      settings: [
        // The secret is not set yet (hasValue false).
        s('Webhook URL', 'SLACK_WEBHOOK_URL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_SECRET'),
        s('投稿先チャンネル', 'SLACK_CHANNEL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', '#dev-sandbox'),
        s('Retry count', 'RETRY_COUNT', 'CONFIG_DATA_TYPE_NUMBER', 'SECURITY_LEVEL_PLAIN', '0'),
      ],
      createdBy: PEOPLE[1],
      createdAt: '2026-08-20T02:00:00Z',
      updatedAt: '2026-08-20T02:00:00Z',
    },
    {
      id: 'cf_sf_production',
      sharedCustomNodeId: SHARED_CUSTOM_NODE.salesforceLookup,
      fileName: 'salesforce-prod',
      settings: [
        s('Instance URL', 'SF_INSTANCE_URL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', 'https://acme.my.salesforce.com'),
        s('Client ID', 'SF_CLIENT_ID', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', '3MVG9n_HvETGhr3Ao4fpvLHx2jQ'),
        s('Client secret', 'SF_CLIENT_SECRET', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_SECRET', 'demo-placeholder'),
        s('API バージョン', 'SF_API_VERSION', 'CONFIG_DATA_TYPE_SELECT', 'SECURITY_LEVEL_PLAIN', 'v61.0', ['v59.0', 'v60.0', 'v61.0']),
        s('Field map', 'SF_FIELD_MAP', 'CONFIG_DATA_TYPE_JSON', 'SECURITY_LEVEL_PLAIN', '{"industry": "Industry", "owner": "OwnerId"}'),
      ],
      createdBy: PEOPLE[0],
      createdAt: '2026-07-02T03:30:00Z',
      updatedAt: '2026-10-12T02:00:00Z',
    },
    {
      id: 'cf_sf_sandbox',
      sharedCustomNodeId: SHARED_CUSTOM_NODE.salesforceLookup,
      fileName: 'salesforce-sandbox',
      settings: [
        s('Instance URL', 'SF_INSTANCE_URL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', 'https://acme--uat.sandbox.my.salesforce.com'),
        s('Client ID', 'SF_CLIENT_ID', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', '3MVG9sandboxClientId00001'),
        s('Client secret', 'SF_CLIENT_SECRET', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_SECRET', 'demo-placeholder'),
        s('API バージョン', 'SF_API_VERSION', 'CONFIG_DATA_TYPE_SELECT', 'SECURITY_LEVEL_PLAIN', 'v60.0', ['v59.0', 'v60.0', 'v61.0']),
      ],
      createdBy: PEOPLE[2],
      createdAt: '2026-07-05T03:30:00Z',
      updatedAt: '2026-09-01T02:00:00Z',
    },
    {
      id: 'cf_deepl',
      sharedCustomNodeId: LOCAL_SHARED_CUSTOM_NODE.betaTranslate,
      fileName: 'deepl.env',
      settings: [
        s('API key', 'DEEPL_API_KEY', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_SECRET', 'a1b2c3d4-0000-1111-2222-333344445555:fx'),
        s('Formality', 'DEEPL_FORMALITY', 'CONFIG_DATA_TYPE_SELECT', 'SECURITY_LEVEL_PLAIN', 'prefer_more', ['default', 'prefer_more', 'prefer_less']),
      ],
      createdBy: PEOPLE[3],
      createdAt: '2026-06-06T06:10:00Z',
      updatedAt: '2026-06-06T06:10:00Z',
    },
  ].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
);

export function configFileOf(sharedCustomNodeId: string, configFileId: string): ConfigFileRow {
  const row = configFiles.find(configFileId);
  if (!row || row.sharedCustomNodeId !== sharedCustomNodeId) throw notFound(sharedCustomNodeMessages.configFileNotFound);
  return row;
}

export function toConfigFile(row: ConfigFileRow): ConfigFile {
  return { ...row, settings: row.settings.map((setting) => toConfigSetting(setting, row.updatedAt)) };
}
