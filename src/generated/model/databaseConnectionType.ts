
/**
 * The kind of database.
 */
export type DatabaseConnectionType = typeof DatabaseConnectionType[keyof typeof DatabaseConnectionType];


export const DatabaseConnectionType = {
  DB_TYPE_ORACLE: 'DB_TYPE_ORACLE',
  DB_TYPE_BIGQUERY: 'DB_TYPE_BIGQUERY',
} as const;
