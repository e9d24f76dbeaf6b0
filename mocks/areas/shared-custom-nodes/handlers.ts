/** Shared custom nodes (admin publishes and unpublishes; tag shared-custom-nodes) and their configuration (environment) files (tag config-files). */
import type { RequestHandler } from 'msw';
import type { ConfigSettingInput, ErrorDetail } from '../../../src/generated/model';
import {
  getCreateConfigFileMockHandler,
  getDeleteConfigFileMockHandler,
  getGetConfigFileMockHandler,
  getGetConfigFileUsageMockHandler,
  getListConfigFilesMockHandler,
  getUpdateConfigFileMockHandler,
} from '../../../src/generated/config-files/config-files.msw';
import { CreateConfigFileBody, ListConfigFilesQueryParams, UpdateConfigFileBody } from '../../../src/generated/config-files/config-files.zod';
import {
  getGetSharedCustomNodeInputParametersMockHandler,
  getGetSharedCustomNodeMockHandler,
  getGetSharedCustomNodeUsageMockHandler,
  getListSharedCustomNodesMockHandler,
  getPublishSharedCustomNodeMockHandler,
  getUnpublishSharedCustomNodeMockHandler,
} from '../../../src/generated/shared-custom-nodes/shared-custom-nodes.msw';
import { ListSharedCustomNodesQueryParams, PublishSharedCustomNodeBody } from '../../../src/generated/shared-custom-nodes/shared-custom-nodes.zod';
import { clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { invalidFileNameMessage, isFileName, readChecked, readJson, readQuery, type RawBody, type Violation } from '../../lib/validate';
import { projectOf } from '../projects/table';
import type { StoredSetting } from '../custom-nodes/settings';
import { customNodeOf, inputParametersOf } from '../custom-nodes/table';
import { sharedCustomNodeMessages as m } from './catalog';
import { configFileOf, configFiles, sharedCustomNodeOf, sharedCustomNodes, toConfigFile, toSharedCustomNode, type ConfigFileRow } from './table';
import { configFileUsage, sharedCustomNodeUsage } from './usage';

function sharedOf(request: Request, params: Record<string, unknown>) {
  return sharedCustomNodeOf(String(params.sharedCustomNodeId), tenantOf(request));
}

/** A setting's value checked against its data type; the message of the first rule it breaks. */
function valueProblem(setting: StoredSetting): string | undefined {
  const value = setting.value;
  if (setting.dataType === 'CONFIG_DATA_TYPE_SELECT' && !setting.options?.length) return m.selectOptionsRequired;
  if (value === undefined || value === '') return undefined;
  switch (setting.dataType) {
    case 'CONFIG_DATA_TYPE_NUMBER':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? undefined : m.invalidNumber;
    case 'CONFIG_DATA_TYPE_BOOLEAN':
      return value === 'true' || value === 'false' ? undefined : m.invalidBoolean;
    case 'CONFIG_DATA_TYPE_JSON':
      try {
        JSON.parse(value);
        return undefined;
      } catch {
        return m.invalidJsonValue;
      }
    case 'CONFIG_DATA_TYPE_SELECT':
      return setting.options?.includes(value) ? undefined : m.invalidSelect;
    default:
      return undefined;
  }
}

/**
 * The settings to store. A secret written empty or absent keeps the current value of the same key
 * (when it was a secret already), and when it was set; a value written anew is set now (`fileTime`: the
 * file's last change, for seeds that carry no time of their own). Throws a 400 naming the settings that
 * break a rule.
 */
function settingsOf(inputs: ConfigSettingInput[], current: StoredSetting[] = [], fileTime?: string): StoredSetting[] {
  const now = clock.iso();
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  const settings = inputs.map((input, index): StoredSetting => {
    if (seen.has(input.key)) details.push({ field: `settings.${index}.key`, message: m.duplicateKey(input.key) });
    seen.add(input.key);
    const setting: StoredSetting = { label: input.label, key: input.key, dataType: input.dataType, securityLevel: input.securityLevel };
    if (input.options?.length) setting.options = input.options;
    const blank = input.value === undefined || input.value === '';
    const previous = current.find((old) => old.key === input.key);
    if (!blank) {
      setting.value = input.value;
      setting.setAt = previous?.value === input.value ? (previous?.setAt ?? fileTime ?? now) : now;
    } else if (input.securityLevel === 'SECURITY_LEVEL_SECRET') {
      if (previous?.securityLevel === 'SECURITY_LEVEL_SECRET' && previous.value !== undefined) {
        setting.value = previous.value;
        setting.setAt = previous.setAt ?? fileTime ?? now;
      }
    } else if (input.value === '') setting.value = '';
    const problem = valueProblem(setting);
    if (problem) details.push({ field: `settings.${index}.value`, message: `${problem} (${input.key})` });
    return setting;
  });
  if (details.length) throw badRequest(details[0]!.message!, details);
  return settings;
}

/**
 * A written file name, before the generated zod (its pattern says the same less clearly): required, and a
 * base name (the contract's FileName: no `/` or `\`, not `.` or `..`, no control characters).
 */
function fileNameViolations(raw: RawBody): Violation[] {
  const value = raw.fileName;
  if (typeof value !== 'string' || !value.trim()) return [];
  return isFileName(value.trim()) ? [] : [{ field: 'fileName', message: invalidFileNameMessage }];
}

function checkFileName(sharedCustomNodeId: string, fileName: string, exceptId?: string): string {
  const name = fileName.trim();
  if (!name) throw badRequest(m.fileNameRequired, [{ field: 'fileName', message: m.fileNameRequired }]);
  const taken = configFiles.where((row) => row.sharedCustomNodeId === sharedCustomNodeId && row.id !== exceptId && row.fileName === name);
  if (taken.length) throw conflict(m.fileNameTaken);
  return name;
}

const publishingHandlers = [
  getListSharedCustomNodesMockHandler(({ request }) => {
    const query = readQuery(request, ListSharedCustomNodesQueryParams);
    const orgId = tenantOf(request);
    const page = paginate(
      sharedCustomNodes.where((row) => row.orgId === orgId),
      query,
    );
    return { ...page, items: page.items.map(toSharedCustomNode) };
  }),

  getPublishSharedCustomNodeMockHandler(async ({ request }) => {
    const body = await readJson(request, PublishSharedCustomNodeBody);
    const orgId = tenantOf(request);
    const project = projectOf(body.projectId, orgId);
    const source = customNodeOf(project.id, body.customNodeId);
    const name = (body.name ?? source.name).trim();
    if (!name) throw badRequest(m.nameRequired, [{ field: 'name', message: m.nameRequired }]);
    const inOrg = sharedCustomNodes.where((row) => row.orgId === orgId);
    if (inOrg.some((row) => row.sourceCustomNodeId === source.id)) throw conflict(m.alreadyPublished);
    if (inOrg.some((row) => row.name === name)) throw conflict(m.sharedNameTaken);
    const now = clock.iso();
    const description = body.description ?? source.description;
    const row = sharedCustomNodes.insert({
      id: newId('scn'),
      orgId,
      name,
      ...(description ? { description } : {}),
      sourceProjectId: project.id,
      sourceCustomNodeId: source.id,
      code: source.code,
      parameters: source.parameters.map((param) => ({ ...param })),
      outputVariable: source.outputVariable,
      ...(source.authentication ? { authenticationProvider: source.authentication.provider } : {}),
      publishedBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
    });
    return toSharedCustomNode(row);
  }),

  getGetSharedCustomNodeMockHandler(({ request, params }) => {
    const row = sharedOf(request, params);
    return { ...toSharedCustomNode(row), code: row.code };
  }),

  getGetSharedCustomNodeUsageMockHandler(({ request, params }) => sharedCustomNodeUsage(tenantOf(request), sharedOf(request, params).id)),

  getUnpublishSharedCustomNodeMockHandler(({ request, params }) => {
    const row = sharedOf(request, params);
    configFiles.removeWhere((file) => file.sharedCustomNodeId === row.id);
    sharedCustomNodes.remove(row.id);
  }),

  getGetSharedCustomNodeInputParametersMockHandler(({ request, params }) => {
    const row = sharedOf(request, params);
    return {
      sharedCustomNodeId: row.id,
      inputParameters: inputParametersOf(row.parameters),
      outputVariable: row.outputVariable,
      configFiles: configFiles
        .where((file) => file.sharedCustomNodeId === row.id)
        .map((file) => ({ id: file.id, fileName: file.fileName }))
        .sort((a, b) => a.fileName.localeCompare(b.fileName)),
    };
  }),
];

const configFileHandlers = [
  getListConfigFilesMockHandler(({ request, params }) => {
    const node = sharedOf(request, params);
    const query = readQuery(request, ListConfigFilesQueryParams);
    const page = paginate(
      configFiles.where((row) => row.sharedCustomNodeId === node.id),
      query,
      (row) => row.fileName,
    );
    return { ...page, items: page.items.map(toConfigFile) };
  }),

  getCreateConfigFileMockHandler(async ({ request, params }) => {
    const node = sharedOf(request, params);
    const body = await readChecked(request, CreateConfigFileBody, fileNameViolations);
    const fileName = checkFileName(node.id, body.fileName);
    const settings = settingsOf(body.settings);
    const now = clock.iso();
    const row: ConfigFileRow = {
      id: newId('cf'),
      sharedCustomNodeId: node.id,
      fileName,
      settings,
      createdBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
    };
    configFiles.insert(row);
    sharedCustomNodes.update(node.id, { updatedAt: now });
    return toConfigFile(row);
  }),

  getGetConfigFileMockHandler(({ request, params }) => {
    const node = sharedOf(request, params);
    return toConfigFile(configFileOf(node.id, String(params.configFileId)));
  }),

  getUpdateConfigFileMockHandler(async ({ request, params }) => {
    const node = sharedOf(request, params);
    const row = configFileOf(node.id, String(params.configFileId));
    const body = await readChecked(request, UpdateConfigFileBody, fileNameViolations);
    const fileName = body.fileName !== undefined ? checkFileName(node.id, body.fileName, row.id) : row.fileName;
    const settings = body.settings ? settingsOf(body.settings, row.settings, row.updatedAt) : row.settings;
    return toConfigFile(configFiles.update(row.id, { fileName, settings, updatedAt: clock.iso() }));
  }),

  getGetConfigFileUsageMockHandler(({ request, params }) => {
    const node = sharedOf(request, params);
    return configFileUsage(tenantOf(request), node.id, configFileOf(node.id, String(params.configFileId)).id);
  }),

  getDeleteConfigFileMockHandler(({ request, params }) => {
    const node = sharedOf(request, params);
    configFiles.remove(configFileOf(node.id, String(params.configFileId)).id);
  }),
];

/** The stateful handlers of shared custom nodes and their configuration files (tags shared-custom-nodes, config-files). */
export const sharedCustomNodeHandlers: RequestHandler[] = [...publishingHandlers, ...configFileHandlers];
