
export type BigQueryDatabaseConnectionType = typeof BigQueryDatabaseConnectionType[keyof typeof BigQueryDatabaseConnectionType];


export const BigQueryDatabaseConnectionType = {
  DB_TYPE_BIGQUERY: 'DB_TYPE_BIGQUERY',
} as const;
