/**
 * Bind variable types by database (issue #18 item 4): an Oracle connection binds VARCHAR2, CLOB, NUMBER,
 * DATE, TIMESTAMP, BOOLEAN; a BigQuery connection STRING, INT64, FLOAT64, BOOLEAN, DATE, TIMESTAMP.
 * `detectBindVariableType` keeps the chosen type when the database takes it, turns a type of the other
 * database into its counterpart (VARCHAR2 ↔ STRING, NUMBER → FLOAT64 …), and for Oracle picks CLOB for a
 * value over 4000 characters (§5, §9). Without a known database every type is offered and only the CLOB
 * rule applies (the graph alone does not say which database a connection is).
 */
import type { DatabaseConnectionType, GraphBindVariable, GraphBindVariableType } from '../../../generated/model';
import { CLOB_THRESHOLD } from './validation';

type BindType = GraphBindVariableType;

export const ORACLE_BIND_TYPES: readonly BindType[] = [
  'BIND_VARIABLE_TYPE_VARCHAR2',
  'BIND_VARIABLE_TYPE_CLOB',
  'BIND_VARIABLE_TYPE_NUMBER',
  'BIND_VARIABLE_TYPE_DATE',
  'BIND_VARIABLE_TYPE_TIMESTAMP',
  'BIND_VARIABLE_TYPE_BOOLEAN',
];
export const BIGQUERY_BIND_TYPES: readonly BindType[] = [
  'BIND_VARIABLE_TYPE_STRING',
  'BIND_VARIABLE_TYPE_INT64',
  'BIND_VARIABLE_TYPE_FLOAT64',
  'BIND_VARIABLE_TYPE_BOOLEAN',
  'BIND_VARIABLE_TYPE_DATE',
  'BIND_VARIABLE_TYPE_TIMESTAMP',
];
const ALL_BIND_TYPES: readonly BindType[] = [...ORACLE_BIND_TYPES, ...BIGQUERY_BIND_TYPES.filter((type) => !ORACLE_BIND_TYPES.includes(type))];

/** A type of the other database → its counterpart here. */
const TO_BIGQUERY: Partial<Record<BindType, BindType>> = {
  BIND_VARIABLE_TYPE_VARCHAR2: 'BIND_VARIABLE_TYPE_STRING',
  BIND_VARIABLE_TYPE_CLOB: 'BIND_VARIABLE_TYPE_STRING',
  BIND_VARIABLE_TYPE_NUMBER: 'BIND_VARIABLE_TYPE_FLOAT64',
};
const TO_ORACLE: Partial<Record<BindType, BindType>> = {
  BIND_VARIABLE_TYPE_STRING: 'BIND_VARIABLE_TYPE_VARCHAR2',
  BIND_VARIABLE_TYPE_INT64: 'BIND_VARIABLE_TYPE_NUMBER',
  BIND_VARIABLE_TYPE_FLOAT64: 'BIND_VARIABLE_TYPE_NUMBER',
};

/** The types a database binds (all of them when the database is not known). */
export function bindTypesFor(database: DatabaseConnectionType | undefined): readonly BindType[] {
  if (database === 'DB_TYPE_ORACLE') return ORACLE_BIND_TYPES;
  if (database === 'DB_TYPE_BIGQUERY') return BIGQUERY_BIND_TYPES;
  return ALL_BIND_TYPES;
}

/** The type to bind `bind.value` with on `database` (see the file's comment). */
export function detectBindVariableType(bind: Pick<GraphBindVariable, 'type' | 'value'>, database: DatabaseConnectionType | undefined): BindType {
  let type = bind.type;
  if (database === 'DB_TYPE_BIGQUERY') type = TO_BIGQUERY[type] ?? type;
  if (database === 'DB_TYPE_ORACLE') type = TO_ORACLE[type] ?? type;
  const oracleString = database === 'DB_TYPE_ORACLE' || (database === undefined && type === 'BIND_VARIABLE_TYPE_VARCHAR2');
  if (oracleString && type === 'BIND_VARIABLE_TYPE_VARCHAR2' && bind.value.length > CLOB_THRESHOLD) return 'BIND_VARIABLE_TYPE_CLOB';
  return type;
}

/** The bind variables with their types detected for `database` (the same array when nothing changes). */
export function detectBindVariableTypes<B extends Pick<GraphBindVariable, 'type' | 'value'>>(
  binds: readonly B[],
  database: DatabaseConnectionType | undefined,
): readonly B[] {
  const next = binds.map((bind) => {
    const type = detectBindVariableType(bind, database);
    return type === bind.type ? bind : { ...bind, type };
  });
  return next.every((bind, i) => bind === binds[i]) ? binds : next;
}
