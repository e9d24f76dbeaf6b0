import { describe, expect, it } from 'vitest';
import { BIGQUERY_BIND_TYPES, bindTypesFor, detectBindVariableType, detectBindVariableTypes, ORACLE_BIND_TYPES } from './bind-variable-types';
import { CLOB_THRESHOLD } from './validation';

const long = 'x'.repeat(CLOB_THRESHOLD + 1);
const exactly = 'x'.repeat(CLOB_THRESHOLD);

describe('bind variable type detection', () => {
  it('Oracle: a string over 4000 characters is a CLOB, 4000 or fewer stays VARCHAR2', () => {
    expect(CLOB_THRESHOLD).toBe(4000);
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_VARCHAR2', value: long }, 'DB_TYPE_ORACLE')).toBe('BIND_VARIABLE_TYPE_CLOB');
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_VARCHAR2', value: exactly }, 'DB_TYPE_ORACLE')).toBe('BIND_VARIABLE_TYPE_VARCHAR2');
    // A BigQuery STRING moved to an Oracle connection becomes VARCHAR2, or CLOB when long.
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_STRING', value: long }, 'DB_TYPE_ORACLE')).toBe('BIND_VARIABLE_TYPE_CLOB');
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_STRING', value: 'a' }, 'DB_TYPE_ORACLE')).toBe('BIND_VARIABLE_TYPE_VARCHAR2');
    // A type the user chose and Oracle takes is kept.
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_NUMBER', value: long }, 'DB_TYPE_ORACLE')).toBe('BIND_VARIABLE_TYPE_NUMBER');
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_CLOB', value: 'short' }, 'DB_TYPE_ORACLE')).toBe('BIND_VARIABLE_TYPE_CLOB');
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_INT64', value: '1' }, 'DB_TYPE_ORACLE')).toBe('BIND_VARIABLE_TYPE_NUMBER');
  });

  it('BigQuery: no CLOB — a long string stays STRING; Oracle types become their BigQuery counterparts', () => {
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_STRING', value: long }, 'DB_TYPE_BIGQUERY')).toBe('BIND_VARIABLE_TYPE_STRING');
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_VARCHAR2', value: long }, 'DB_TYPE_BIGQUERY')).toBe('BIND_VARIABLE_TYPE_STRING');
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_CLOB', value: long }, 'DB_TYPE_BIGQUERY')).toBe('BIND_VARIABLE_TYPE_STRING');
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_NUMBER', value: '1.5' }, 'DB_TYPE_BIGQUERY')).toBe('BIND_VARIABLE_TYPE_FLOAT64');
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_DATE', value: '2026-11-25' }, 'DB_TYPE_BIGQUERY')).toBe('BIND_VARIABLE_TYPE_DATE');
  });

  it('an unknown database: only the CLOB rule of VARCHAR2', () => {
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_VARCHAR2', value: long }, undefined)).toBe('BIND_VARIABLE_TYPE_CLOB');
    expect(detectBindVariableType({ type: 'BIND_VARIABLE_TYPE_STRING', value: long }, undefined)).toBe('BIND_VARIABLE_TYPE_STRING');
  });

  it('every type a database offers is one it keeps, and each list is that database’s', () => {
    for (const type of ORACLE_BIND_TYPES) expect(detectBindVariableType({ type, value: 'v' }, 'DB_TYPE_ORACLE')).toBe(type);
    for (const type of BIGQUERY_BIND_TYPES) expect(detectBindVariableType({ type, value: long }, 'DB_TYPE_BIGQUERY')).toBe(type);
    expect(bindTypesFor('DB_TYPE_ORACLE')).not.toContain('BIND_VARIABLE_TYPE_STRING');
    expect(bindTypesFor('DB_TYPE_BIGQUERY')).not.toContain('BIND_VARIABLE_TYPE_CLOB');
    expect(new Set(bindTypesFor(undefined)).size).toBe(9);
  });

  it('a list keeps its identity when nothing changes', () => {
    const binds = [{ name: 'a', type: 'BIND_VARIABLE_TYPE_VARCHAR2' as const, value: 'x' }];
    expect(detectBindVariableTypes(binds, 'DB_TYPE_ORACLE')).toBe(binds);
    expect(detectBindVariableTypes(binds, 'DB_TYPE_BIGQUERY')).toEqual([{ name: 'a', type: 'BIND_VARIABLE_TYPE_STRING', value: 'x' }]);
  });
});
