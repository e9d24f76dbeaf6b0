
export type ZitadelOrgState = typeof ZitadelOrgState[keyof typeof ZitadelOrgState];


export const ZitadelOrgState = {
  ORG_STATE_UNSPECIFIED: 'ORG_STATE_UNSPECIFIED',
  ORG_STATE_ACTIVE: 'ORG_STATE_ACTIVE',
  ORG_STATE_INACTIVE: 'ORG_STATE_INACTIVE',
  ORG_STATE_REMOVED: 'ORG_STATE_REMOVED',
} as const;
