import { describe, expect, it } from 'vitest';
import { jobHistorySearchSchema, pagedListSearchSchema, parseSearch } from './search-params';

const parse = (schema: Parameters<typeof parseSearch>[0], query: string) => parseSearch(schema, new URLSearchParams(query));

describe('search params (fallbacks)', () => {
  it.each([
    ['', { page: 1, pageSize: 10 }],
    ['page=3&pageSize=20&name=要約', { page: 3, pageSize: 20, name: '要約' }],
    ['page=0', { page: 1, pageSize: 10 }],
    ['page=-2', { page: 1, pageSize: 10 }],
    ['page=1.5', { page: 1, pageSize: 10 }],
    ['page=abc', { page: 1, pageSize: 10 }],
    ['pageSize=9', { page: 1, pageSize: 10 }],
    ['pageSize=x', { page: 1, pageSize: 10 }],
    ['pageSize=50', { page: 1, pageSize: 50 }],
    ['name=', { page: 1, pageSize: 10, name: '' }],
  ])('page/pageSize/name: %s', (query, expected) => {
    expect(parse(pagedListSearchSchema, query)).toEqual(expected);
  });

  it.each([
    ['historyId=exe_1', { historyId: 'exe_1' }],
    ['historyId=', { historyId: undefined }],
    ['', {}],
  ])('historyId: %s', (query, expected) => {
    expect(parse(jobHistorySearchSchema, query)).toEqual(expected);
  });
});
