
export type OracleDatabaseConnectionType = typeof OracleDatabaseConnectionType[keyof typeof OracleDatabaseConnectionType];


export const OracleDatabaseConnectionType = {
  DB_TYPE_ORACLE: 'DB_TYPE_ORACLE',
} as const;
