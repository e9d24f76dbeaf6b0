
export type ZitadelListMyProjectOrgsRequestSortingColumn = typeof ZitadelListMyProjectOrgsRequestSortingColumn[keyof typeof ZitadelListMyProjectOrgsRequestSortingColumn];


export const ZitadelListMyProjectOrgsRequestSortingColumn = {
  ORG_FIELD_NAME_UNSPECIFIED: 'ORG_FIELD_NAME_UNSPECIFIED',
  ORG_FIELD_NAME_NAME: 'ORG_FIELD_NAME_NAME',
} as const;
