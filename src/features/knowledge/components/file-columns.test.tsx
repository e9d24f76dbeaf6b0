/**
 * The knowledge file list fits at 1280 px and clips nothing (issue #29, item 10): every column but the
 * file name is as wide as its content in the interface language and the user's date format, and all of
 * them fit the 989 px the grid has beside the sidebar. The figures below are the texts' widths measured in
 * the fonts Chromium draws them with on Linux (DejaVu Sans, Noto Sans CJK JP), plus the cell's 20 px padding.
 */
import { renderHook } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KnowledgeFile } from '../../../generated/model';
import { setUserLocale } from '../../../lib/date-format';
import { createTestI18n } from '../../../test/i18n';
import { TestProviders } from '../../../test/providers';
import { useFileColumns } from './file-columns';

const GRID_AT_1280 = 989;

function columns(language: string, userLocale: string): Record<string, GridColDef<KnowledgeFile>> {
  setUserLocale(userLocale);
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders i18n={i18n}>{children}</TestProviders>;
  const { result } = renderHook(() => useFileColumns({ onDelete: () => undefined }), { wrapper });
  return Object.fromEntries(result.current.map((column) => [column.field, column]));
}

/** What a column takes at least: its width, else its minimum. */
const least = (column: GridColDef<KnowledgeFile>) => column.width ?? column.minWidth ?? 0;
const total = (all: Record<string, GridColDef<KnowledgeFile>>) => Object.values(all).reduce((sum, column) => sum + least(column), 0);

afterEach(() => setUserLocale(undefined));

describe('knowledge file columns', () => {
  it('Japanese: the status tags (アップロード済み: 140 px), the index counts (2 件のインデックス: 126 px) and the dates fit; all fit at 1280', () => {
    const all = columns('ja-jp', 'ja-JP');
    expect(all.status!.width).toBeGreaterThanOrEqual(160);
    expect(all.indexIds!.width).toBeGreaterThanOrEqual(146);
    expect(all.updatedAt!.width).toBeGreaterThanOrEqual(146); // 2026/12/28 22:58
    expect(all.createdAt!.width).toBeGreaterThanOrEqual(146);
    expect(total(all)).toBeLessThanOrEqual(GRID_AT_1280);
  });

  it('English with US dates: "Dec 28, 2026, 10:58 PM" (170 px) is not cut; all fit at 1280', () => {
    const all = columns('en-us', 'en-US');
    expect(all.updatedAt!.width).toBeGreaterThanOrEqual(190);
    expect(all.createdAt!.width).toBeGreaterThanOrEqual(190);
    expect(all.status!.width).toBeGreaterThanOrEqual(122); // Uploading
    expect(all.size!.width).toBeGreaterThanOrEqual(84); // 1,023 KB
    expect(total(all)).toBeLessThanOrEqual(GRID_AT_1280);
  });

  it('the file name takes the rest, on up to two lines, the whole name in the cell', () => {
    const { fileName } = columns('en-us', 'en-US');
    expect(fileName!.flex).toBeGreaterThan(0);
    expect(fileName!.width).toBeUndefined();
    expect(fileName!.renderCell).toBeDefined();
  });
});
