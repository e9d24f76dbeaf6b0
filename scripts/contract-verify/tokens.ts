/**
 * The callers the kit sends as: tokens and organizations from environment variables (a backend of your
 * own), or signed in at the local OpenID Provider (the mock backend, or a backend that trusts it).
 */
import type { TokenName } from './matrix';
import { audiencesOf, decodeJwt, projectResource, signIn } from './sign-in';

export interface Callers {
  /** Where the tokens came from, for the report. */
  source: string;
  idp: string;
  tenantA: string;
  tenantB?: string;
  tokens: Partial<Record<TokenName, string>>;
}

/** The environment variables, by token, with what each must be. */
export const TOKEN_VARIABLES: Record<TokenName, { variable: string; what: string }> = {
  orgA: { variable: 'VERIFY_TOKEN_ORG_A', what: 'an access token of an admin of org A (ideally with no studio role in org B)' },
  orgB: { variable: 'VERIFY_TOKEN_ORG_B', what: 'an access token of a user with a studio role in org B and none in org A' },
  noRole: { variable: 'VERIFY_TOKEN_NO_ROLE', what: 'an access token of a user with no studio role in org A' },
  agentEditor: { variable: 'VERIFY_TOKEN_AGENT_EDITOR', what: 'an access token of an agent_editor (not admin) of org A' },
  idToken: { variable: 'VERIFY_ID_TOKEN', what: 'an ID token from the same provider (of any of these users)' },
  otherAudience: { variable: 'VERIFY_TOKEN_OTHER_AUDIENCE', what: "an access token from the same provider whose aud lacks the studio's project id" },
};
export const TENANT_VARIABLES = {
  tenantA: { variable: 'VERIFY_TENANT_A', what: "org A's id (aiw-tenant-id)" },
  tenantB: { variable: 'VERIFY_TENANT_B', what: "org B's id" },
  idp: { variable: 'VERIFY_IDP', what: "the idp header's value (default zitadel)" },
};

export function callersFromEnvironment(env: NodeJS.ProcessEnv = process.env): Callers {
  const tenantA = env[TENANT_VARIABLES.tenantA.variable];
  const orgA = env[TOKEN_VARIABLES.orgA.variable];
  if (!tenantA || !orgA) {
    throw new Error(
      `Set at least ${TOKEN_VARIABLES.orgA.variable} and ${TENANT_VARIABLES.tenantA.variable} (or use --local-provider): see README, "For the backend team: contract:verify".`,
    );
  }
  const tokens: Partial<Record<TokenName, string>> = {};
  for (const [name, { variable }] of Object.entries(TOKEN_VARIABLES) as [TokenName, { variable: string }][]) {
    const value = env[variable]?.trim().replace(/^bearer\s+/i, '');
    if (value) tokens[name] = value;
  }
  return {
    source: 'environment variables',
    idp: env[TENANT_VARIABLES.idp.variable] || 'zitadel',
    tenantA,
    tenantB: env[TENANT_VARIABLES.tenantB.variable] || undefined,
    tokens,
  };
}

/** The dev users of mocks/fixtures/people.ts that play each part. */
export const LOCAL_USERS: Record<Exclude<TokenName, 'idToken' | 'otherAudience'>, string> = {
  orgA: 'mixed', // Emily Carter: admin in ACME, no studio role in Beta
  orgB: 'otherOrgEditor', // 佐々木 健太: agent_editor in Beta only ('member' in ACME)
  noRole: 'noRole',
  agentEditor: 'agentEditor', // agent_editor in ACME and Beta
};
/** A ZITADEL project id that is not the studio's: the audience of the "other audience" token. */
export const OTHER_PROJECT_ID = '283139999999999999';

/** Signs the dev users in at the local OpenID Provider `issuer`; org A = ACME, org B = Beta. */
export async function callersFromLocalProvider(issuer: string): Promise<Callers> {
  const { ORG, STUDIO_PROJECT_ID } = await import('../../mocks/fixtures/ids');
  const options = { issuer, studioProjectId: STUDIO_PROJECT_ID };
  const [orgA, orgB, noRole, agentEditor, other] = await Promise.all([
    signIn(LOCAL_USERS.orgA, options),
    signIn(LOCAL_USERS.orgB, options),
    signIn(LOCAL_USERS.noRole, options),
    signIn(LOCAL_USERS.agentEditor, options),
    // Another project as the resource, and no studio audience scope: the provider names only that project.
    signIn(LOCAL_USERS.orgA, { ...options, scope: 'openid profile email', resource: projectResource(OTHER_PROJECT_ID) }),
  ]);
  if (audiencesOf(other.access_token).includes(STUDIO_PROJECT_ID) || !audiencesOf(other.access_token).includes(OTHER_PROJECT_ID)) {
    throw new Error(`the "other audience" token names the studio's project: aud ${JSON.stringify(audiencesOf(other.access_token))}`);
  }
  if (!orgA.id_token) throw new Error('the local provider answered no ID token');
  return {
    source: `local OpenID Provider ${issuer} (org A ${ORG.acme}: ${LOCAL_USERS.orgA}, org B ${ORG.beta}: ${LOCAL_USERS.orgB}, ${LOCAL_USERS.noRole}, ${LOCAL_USERS.agentEditor})`,
    idp: 'zitadel',
    tenantA: ORG.acme,
    tenantB: ORG.beta,
    tokens: {
      orgA: orgA.access_token,
      orgB: orgB.access_token,
      noRole: noRole.access_token,
      agentEditor: agentEditor.access_token,
      idToken: orgA.id_token,
      otherAudience: other.access_token,
    },
  };
}

/** One line per token: who it is for, its type, audience and how long it still lives (never the token). */
export function describeTokens(callers: Callers): string[] {
  return (Object.keys(TOKEN_VARIABLES) as TokenName[]).map((name) => {
    const token = callers.tokens[name];
    if (!token) return `  ${name.padEnd(13)} not set (${TOKEN_VARIABLES[name].variable}): its checks are n/a`;
    const jwt = decodeJwt(token);
    if (!jwt) return `  ${name.padEnd(13)} (not a JWT)`;
    const exp = typeof jwt.payload.exp === 'number' ? Math.round((jwt.payload.exp * 1000 - Date.now()) / 60_000) : undefined;
    return `  ${name.padEnd(13)} sub ${String(jwt.payload.sub)}, typ ${String(jwt.header.typ ?? '-')}, aud ${JSON.stringify(jwt.payload.aud)}${exp === undefined ? '' : exp > 0 ? `, ${exp} min left` : ', EXPIRED'}`;
  });
}
