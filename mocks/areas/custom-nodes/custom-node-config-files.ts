/**
 * The configuration (env) files of project custom nodes: the choices of the workflow editor's
 * custom-node panel (listCustomNodeConfigFiles). Secrets are kept here and never answered.
 */
import type { CustomNodeConfigFile } from '../../../src/generated/model';
import { CUSTOM_NODE } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { defineTable } from '../../lib/db';
import { storedSetting as s, toConfigSetting, type StoredSetting } from './settings';
import { LOCAL_CUSTOM_NODE } from './table';

export type CustomNodeConfigFileRow = Omit<CustomNodeConfigFile, 'settings'> & { settings: StoredSetting[] };

export const customNodeConfigFiles = defineTable<CustomNodeConfigFileRow>('customNodeConfigFiles', () => [
  {
    id: 'ccf_mask_default',
    customNodeId: CUSTOM_NODE.maskPii,
    fileName: 'default.env',
    settings: [
      s('伏せ字', 'MASK_CHAR', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', '*'),
      s('Mask e-mail addresses', 'MASK_EMAIL', 'CONFIG_DATA_TYPE_BOOLEAN', 'SECURITY_LEVEL_PLAIN', 'true'),
    ],
    createdBy: PEOPLE[0],
    createdAt: '2026-06-12T02:20:00Z',
    updatedAt: '2026-10-28T06:50:00Z',
  },
  {
    id: 'ccf_mask_strict',
    customNodeId: CUSTOM_NODE.maskPii,
    fileName: '厳格モード.env',
    settings: [
      s('伏せ字', 'MASK_CHAR', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', '■'),
      s('Patterns', 'MASK_PATTERNS', 'CONFIG_DATA_TYPE_JSON', 'SECURITY_LEVEL_PLAIN', '["email", "phone", "zip", "card"]'),
    ],
    createdBy: PEOPLE[1],
    createdAt: '2026-09-01T01:00:00Z',
    updatedAt: '2026-09-01T01:00:00Z',
  },
  {
    id: 'ccf_slack_production',
    customNodeId: LOCAL_CUSTOM_NODE.slackNotify,
    fileName: 'production.env',
    settings: [
      s('Webhook URL', 'SLACK_WEBHOOK_URL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_SECRET', 'https://hooks.slack.com/services/T000/B000/XXXX'),
      s('投稿先チャンネル', 'SLACK_CHANNEL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', '#support-alerts'),
    ],
    createdBy: PEOPLE[0],
    createdAt: '2026-05-18T01:10:00Z',
    updatedAt: '2026-07-01T02:10:00Z',
  },
  {
    id: 'ccf_slack_sandbox',
    customNodeId: LOCAL_CUSTOM_NODE.slackNotify,
    fileName: 'sandbox.env',
    settings: [
      // The secret is not set yet (hasValue false).
      s('Webhook URL', 'SLACK_WEBHOOK_URL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_SECRET'),
      s('投稿先チャンネル', 'SLACK_CHANNEL', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', '#dev-sandbox'),
    ],
    createdBy: PEOPLE[2],
    createdAt: '2026-06-02T03:00:00Z',
    updatedAt: '2026-06-02T03:00:00Z',
  },
  {
    id: 'ccf_box_production',
    customNodeId: CUSTOM_NODE.boxUpload,
    fileName: 'box-production.env',
    settings: [
      s('Folder ID', 'BOX_FOLDER_ID', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_PLAIN', '248193057712'),
      s('Enterprise ID', 'BOX_ENTERPRISE_ID', 'CONFIG_DATA_TYPE_STRING', 'SECURITY_LEVEL_SECRET', '1093847'),
    ],
    createdBy: PEOPLE[3],
    createdAt: '2026-09-02T05:10:00Z',
    updatedAt: '2026-10-31T07:15:00Z',
  },
]);

/** The node's files in file-name order (the panel's choices). */
export const configFilesOfCustomNode = (customNodeId: string): CustomNodeConfigFileRow[] =>
  customNodeConfigFiles.where((row) => row.customNodeId === customNodeId).sort((a, b) => a.fileName.localeCompare(b.fileName));

/** The contract's view: secret values never leave the store. */
export function toCustomNodeConfigFile(row: CustomNodeConfigFileRow): CustomNodeConfigFile {
  return { ...row, settings: row.settings.map((setting) => toConfigSetting(setting, row.updatedAt)) };
}
