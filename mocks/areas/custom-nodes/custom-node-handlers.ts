/** Project custom nodes: CRUD, .aiws export/import, preview runs and the provider sign-in (authentication card). */
import { HttpResponse, http } from 'msw';
import type { CustomNodeWrite, ErrorDetail } from '../../../src/generated/model';
import {
  getCompleteCustomNodeAuthenticationMockHandler,
  getCreateCustomNodeMockHandler,
  getDeleteCustomNodeMockHandler,
  getGetAuthenticationProvidersMockHandler,
  getGetCustomNodeAuthenticationMockHandler,
  getGetCustomNodeInputParametersMockHandler,
  getGetCustomNodeMockHandler,
  getImportCustomNodeMockHandler,
  getListCustomNodeConfigFilesMockHandler,
  getListCustomNodesMockHandler,
  getRunCustomNodePreviewMockHandler,
  getSignOutCustomNodeAuthenticationMockHandler,
  getStartCustomNodeAuthenticationMockHandler,
  getUpdateCustomNodeMockHandler,
} from '../../../src/generated/custom-nodes/custom-nodes.msw';
import {
  CompleteCustomNodeAuthenticationBody,
  CreateCustomNodeBody,
  ImportCustomNodeQueryParams,
  ListCustomNodeConfigFilesQueryParams,
  ListCustomNodesQueryParams,
  RunCustomNodePreviewBody,
  StartCustomNodeAuthenticationBody,
  UpdateCustomNodeBody,
} from '../../../src/generated/custom-nodes/custom-nodes.zod';
import { clock } from '../../lib/clock';
import { badRequest, conflict, messages as errorMessages } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, currentUser, tenantOf } from '../../lib/request-context';
import { isStudioOrigin } from '../../lib/studio-origins';
import { ONE_MB, readChecked, readJson, readQuery, readText, readUpload, type RawBody, type Violation } from '../../lib/validate';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import {
  AUTHENTICATION_PROVIDERS,
  AUTHORIZE_ENDPOINTS,
  DSL_EXTENSION,
  DSL_MAX_LABEL,
  SIGN_IN_WINDOW_MS,
  TOKEN_LIFETIME_MS,
  customNodeMessages as m,
  providerInfo,
} from './catalog';
import { configFilesOfCustomNode, customNodeConfigFiles, toCustomNodeConfigFile } from './custom-node-config-files';
import { dslDisposition, parseDsl, toDsl } from './dsl';
import { usersOfCustomNode } from './in-use';
import { runPreview } from './preview';
import { authenticationOf, customNodeOf, customNodes, inputParametersOf, toCustomNode, toCustomNodeSummary, type CustomNodeRow } from './table';

whenProjectDeleted((projectId) => {
  const gone = new Set(customNodes.where((row) => row.projectId === projectId).map((row) => row.id));
  customNodes.removeWhere((row) => gone.has(row.id));
  customNodeConfigFiles.removeWhere((row) => gone.has(row.customNodeId));
});

/** The custom node in the caller's project (404 for another organization's project). */
function nodeOf(request: Request, params: Record<string, unknown>): CustomNodeRow {
  const project = projectOf(String(params.projectId), tenantOf(request));
  return customNodeOf(project.id, String(params.customNodeId));
}

/**
 * The sign-in's redirect URI: an http(s) URL on the studio's own origin (the backend's configured studio
 * origins, as its CORS), so the provider's code never goes to another page. `javascript:`, `data:` or
 * another site answer 400 'Invalid redirect URI'. Other types fall to the generated zod.
 */
function redirectUriViolations(raw: RawBody): Violation[] {
  const value = raw.redirectUri;
  if (typeof value !== 'string') return [];
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const onStudio = url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:') && isStudioOrigin(url.origin) && !url.username && !url.password;
  return onStudio ? [] : [{ field: 'redirectUri', message: m.invalidRedirectUri }];
}

/** The spec's name and code messages come before the generic schema check. */
async function precheck(request: Request): Promise<void> {
  const text = await readText(request.clone()); // a body over 20 MB is a 413 before anything else
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return; // readJson answers 'Invalid JSON body'.
  }
  if (!raw || typeof raw !== 'object') return;
  const { name, code } = raw as { name?: unknown; code?: unknown };
  if (name === undefined || (typeof name === 'string' && !name.trim())) {
    throw badRequest(m.nameRequired, [{ field: 'name', message: m.nameRequired }]);
  }
  if (typeof name === 'string' && name.trim().length > 20) throw badRequest(m.nameTooLong, [{ field: 'name', message: m.nameTooLong }]);
  if (code === undefined || (typeof code === 'string' && !code.trim())) {
    throw badRequest(m.codeRequired, [{ field: 'code', message: m.codeRequired }]);
  }
}

/** Rules beyond the schema: unique parameter labels, scopes offered by the provider. */
function ruleViolations(body: CustomNodeWrite, prefix = ''): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  (body.parameters ?? []).forEach((param, index) => {
    if (seen.has(param.label)) details.push({ field: `${prefix}parameters.${index}.label`, message: m.duplicateParameter(param.label) });
    seen.add(param.label);
  });
  if (body.authentication) {
    const info = providerInfo(body.authentication.provider);
    body.authentication.scopes.forEach((scope, index) => {
      if (!info.scopes.some((offered) => offered.scope === scope)) {
        details.push({ field: `${prefix}authentication.scopes.${index}`, message: m.invalidScope(scope, info.displayName) });
      }
    });
  }
  return details;
}

function checkRules(body: CustomNodeWrite): void {
  const details = ruleViolations(body);
  if (details.length) throw badRequest(details[0]!.message!, details);
}

/** The stored fields of a written custom node. */
function fieldsOf(body: CustomNodeWrite): Pick<CustomNodeRow, 'name' | 'description' | 'code' | 'parameters' | 'outputVariable' | 'authentication'> {
  return {
    name: body.name.trim(),
    description: body.description || undefined,
    code: body.code,
    parameters: (body.parameters ?? []).map((param) => ({ ...param, required: param.required ?? true })),
    outputVariable: body.outputVariable,
    authentication: body.authentication,
  };
}

function insertNode(request: Request, projectId: string, body: CustomNodeWrite): CustomNodeRow {
  const now = clock.iso();
  const fields = fieldsOf(body);
  const row: CustomNodeRow = {
    id: newId('cn'),
    projectId,
    ...fields,
    createdBy: actorOf(request),
    createdAt: now,
    updatedAt: now,
  };
  if (!row.description) delete row.description;
  if (!row.authentication) delete row.authentication;
  return customNodes.insert(row);
}

const sameScopes = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/**
 * A written node's fields over a stored one: the id, creator and creation time stay; another provider or
 * other scopes sign it out (the old sign-in no longer fits).
 */
function replaceNode(row: CustomNodeRow, body: CustomNodeWrite): CustomNodeRow {
  const fields = fieldsOf(body);
  const auth = fields.authentication;
  const keepSignIn = auth && row.authentication && auth.provider === row.authentication.provider && sameScopes(auth.scopes, row.authentication.scopes);
  const next: CustomNodeRow = { ...row, ...fields, updatedAt: clock.iso() };
  if (!next.description) delete next.description;
  if (!next.authentication) delete next.authentication;
  if (!keepSignIn) {
    delete next.signIn;
    delete next.pendingSignIn;
  }
  return customNodes.replace(next);
}

/**
 * An import's query: `name` (another name, 1–20 characters: the spec's name messages) and `replace`
 * ('true' or 'false'). Read by hand: readQuery would turn a name like '2' into a number and leave
 * 'true' a string.
 */
function readImportQuery(request: Request): { name?: string; replace: boolean } {
  const search = new URL(request.url).searchParams;
  const name = search.get('name');
  const replace = search.get('replace');
  if (name !== null) {
    if (!name.trim()) throw badRequest(m.nameRequired, [{ field: 'name', message: m.nameRequired }]);
    if (name.trim().length > 20) throw badRequest(m.nameTooLong, [{ field: 'name', message: m.nameTooLong }]);
  }
  const parsed = ImportCustomNodeQueryParams.safeParse({
    ...(name !== null ? { name } : {}),
    ...(replace !== null ? { replace: replace === 'true' ? true : replace === 'false' ? false : replace } : {}),
  });
  if (!parsed.success) {
    throw badRequest(
      errorMessages.invalidRequest,
      parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    );
  }
  return { ...(parsed.data.name !== undefined ? { name: parsed.data.name.trim() } : {}), replace: parsed.data.replace };
}

export const customNodeCrudHandlers = [
  getListCustomNodesMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const query = readQuery(request, ListCustomNodesQueryParams);
    const page = paginate(
      customNodes.where((row) => row.projectId === project.id),
      query,
    );
    return { ...page, items: page.items.map(toCustomNodeSummary) };
  }),

  getCreateCustomNodeMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    await precheck(request);
    const body = await readJson(request, CreateCustomNodeBody);
    checkRules(body);
    return toCustomNode(insertNode(request, project.id, body));
  }),

  getImportCustomNodeMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const query = readImportQuery(request);
    const { file } = await readUpload(request, 'file', { maxBytes: ONE_MB, maxLabel: DSL_MAX_LABEL, extensions: [DSL_EXTENSION] });
    const body = parseDsl(await file.arrayBuffer());
    const details = ruleViolations(body, 'customNode.');
    if (!body.name.trim() || !body.code.trim()) details.push({ field: 'customNode.name', message: !body.name.trim() ? m.nameRequired : m.codeRequired });
    if (details.length) throw badRequest(m.invalidFileFormat, details);
    const named: CustomNodeWrite = query.name === undefined ? body : { ...body, name: query.name };
    const name = named.name.trim();
    const existing = customNodes.where((row) => row.projectId === project.id && row.name === name)[0];
    if (!existing) return toCustomNode(insertNode(request, project.id, named));
    if (!query.replace) throw conflict(m.nameExists(name));
    return toCustomNode(replaceNode(existing, named));
  }),

  getGetCustomNodeMockHandler(({ request, params }) => toCustomNode(nodeOf(request, params))),

  getUpdateCustomNodeMockHandler(async ({ request, params }) => {
    const row = nodeOf(request, params);
    await precheck(request);
    const body = await readJson(request, UpdateCustomNodeBody);
    checkRules(body);
    return toCustomNode(replaceNode(row, body));
  }),

  getDeleteCustomNodeMockHandler(({ request, params }) => {
    const row = nodeOf(request, params);
    const id = row.id;
    const users = usersOfCustomNode(row.projectId, id);
    if (users.length) throw conflict(m.inUse(users));
    customNodes.remove(id);
    customNodeConfigFiles.removeWhere((row) => row.customNodeId === id);
  }),

  // The DSL file is YAML text, not JSON: answered by hand on the generated handler's route.
  http.get('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId/export', ({ request, params }) => {
    const row = nodeOf(request, params);
    return new HttpResponse(toDsl(row), {
      status: 200,
      headers: { 'content-type': 'application/x-yaml; charset=utf-8', 'content-disposition': dslDisposition(row.name) },
    });
  }),

  getRunCustomNodePreviewMockHandler(async ({ request, params }) => {
    const row = nodeOf(request, params);
    const body = await readJson(request, RunCustomNodePreviewBody);
    return runPreview(row, body, clock.now());
  }),

  getGetCustomNodeInputParametersMockHandler(({ request, params }) => {
    const row = nodeOf(request, params);
    return { customNodeId: row.id, inputParameters: inputParametersOf(row.parameters), outputVariable: row.outputVariable };
  }),

  getListCustomNodeConfigFilesMockHandler(({ request, params }) => {
    const row = nodeOf(request, params);
    const query = readQuery(request, ListCustomNodeConfigFilesQueryParams);
    const page = paginate(configFilesOfCustomNode(row.id), query, (file) => file.fileName);
    return { ...page, items: page.items.map(toCustomNodeConfigFile) };
  }),
];

export const customNodeAuthHandlers = [
  getGetAuthenticationProvidersMockHandler(() => ({ items: AUTHENTICATION_PROVIDERS })),

  getGetCustomNodeAuthenticationMockHandler(({ request, params }) => authenticationOf(nodeOf(request, params))),

  getStartCustomNodeAuthenticationMockHandler(async ({ request, params }) => {
    const row = nodeOf(request, params);
    const body = await readChecked(request, StartCustomNodeAuthenticationBody, redirectUriViolations);
    if (!row.authentication) throw conflict(m.noAuthentication);
    const state = newId('st');
    const expiresAt = new Date(clock.now() + SIGN_IN_WINDOW_MS).toISOString();
    customNodes.update(row.id, { pendingSignIn: { state, expiresAt } });
    const url = new URL(AUTHORIZE_ENDPOINTS[row.authentication.provider]);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', 'ai-workflow-studio');
    url.searchParams.set('redirect_uri', body.redirectUri);
    url.searchParams.set('scope', row.authentication.scopes.join(' '));
    url.searchParams.set('state', state);
    if (row.authentication.provider === 'AUTH_PROVIDER_GOOGLE') {
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
    }
    return { authorizationUrl: url.toString(), state, expiresAt };
  }),

  getCompleteCustomNodeAuthenticationMockHandler(async ({ request, params }) => {
    const row = nodeOf(request, params);
    const body = await readJson(request, CompleteCustomNodeAuthenticationBody);
    if (!row.authentication) throw conflict(m.noAuthentication);
    const pending = row.pendingSignIn;
    if (!pending || pending.state !== body.state || Date.parse(pending.expiresAt) <= clock.now()) {
      throw badRequest(m.authStateMismatch, [{ field: 'state', message: m.authStateMismatch }]);
    }
    const now = clock.now();
    const next: CustomNodeRow = {
      ...row,
      signIn: {
        accountName: currentUser(request).email,
        authenticatedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + TOKEN_LIFETIME_MS).toISOString(),
      },
    };
    delete next.pendingSignIn;
    return authenticationOf(customNodes.replace(next));
  }),

  getSignOutCustomNodeAuthenticationMockHandler(({ request, params }) => {
    const row = nodeOf(request, params);
    if (!row.authentication) throw conflict(m.noAuthentication);
    const next: CustomNodeRow = { ...row };
    delete next.signIn;
    delete next.pendingSignIn;
    return authenticationOf(customNodes.replace(next));
  }),
];
