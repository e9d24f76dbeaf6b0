/**
 * Field-by-field diff of one node's settings: its title, kind and every changed path in `data` (nested
 * objects; lists of rows matched by `id`, else by `name`, else by position; lists of plain values compared
 * whole), with the values before and after. Paths use the editor's field form (`data.branches.0.value`),
 * so model/issue-labels.ts labels them as the panels do.
 */
import type { GraphNode } from '../../../../generated/model';
import { deepEqual } from '../../model/deep-equal';
import type { FieldChange } from './types';

/** A text at least this long (or with a line break) is shown as a text diff. */
export const LONG_TEXT = 80;

type Row = Record<string, unknown>;

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

const isLongText = (before: unknown, after: unknown): boolean => {
  const texts = [before, after].filter((value) => value !== undefined);
  if (texts.length === 0 || !texts.every((value) => typeof value === 'string')) return false;
  return (texts as string[]).some((text) => text.length >= LONG_TEXT || text.includes('\n'));
};

/** The key rows are matched by: `id`, else `name`, when every row of both lists has a distinct one. */
function rowKeyOf(before: readonly Row[], after: readonly Row[]): 'id' | 'name' | undefined {
  const distinct = (rows: readonly Row[], key: string) => {
    const seen = new Set<unknown>();
    for (const row of rows) {
      const value = row[key];
      if (typeof value !== 'string' || seen.has(value)) return false;
      seen.add(value);
    }
    return true;
  };
  for (const key of ['id', 'name'] as const) if (distinct(before, key) && distinct(after, key)) return key;
  return undefined;
}

class FieldDiff {
  readonly out: FieldChange[] = [];

  leaf(beforePath: string, afterPath: string, before: unknown, after: unknown): void {
    const text = isLongText(before, after);
    if (before === undefined) this.out.push({ field: afterPath, side: 'after', change: 'added', after, text });
    else if (after === undefined) this.out.push({ field: beforePath, side: 'before', change: 'removed', before, text });
    else this.out.push({ field: afterPath, side: 'after', change: 'changed', before, after, text });
  }

  value(beforePath: string, afterPath: string, before: unknown, after: unknown): void {
    if (deepEqual(before, after)) return;
    if (isObject(before) && isObject(after)) return this.object(beforePath, afterPath, before, after);
    if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].every(isObject) && before.length + after.length > 0) {
      return this.rows(beforePath, afterPath, before as Row[], after as Row[]);
    }
    this.leaf(beforePath, afterPath, before, after);
  }

  object(beforePath: string, afterPath: string, before: Row, after: Row): void {
    const keys = new Set([...Object.keys(after), ...Object.keys(before)]);
    for (const key of keys) this.value(`${beforePath}.${key}`, `${afterPath}.${key}`, before[key], after[key]);
  }

  rows(beforePath: string, afterPath: string, before: readonly Row[], after: readonly Row[]): void {
    const key = rowKeyOf(before, after);
    if (!key) {
      for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
        this.value(`${beforePath}.${i}`, `${afterPath}.${i}`, before[i], after[i]);
      }
      return;
    }
    const beforeIndex = new Map(before.map((row, i) => [row[key] as string, i] as const));
    const afterKeys = new Set(after.map((row) => row[key] as string));
    const kept = (rows: readonly Row[], other: { has(key: string): boolean }) => rows.map((row) => row[key] as string).filter((k) => other.has(k));
    const keptBefore = kept(before, afterKeys);
    const keptAfter = kept(after, beforeIndex);
    if (!keptBefore.every((k, i) => k === keptAfter[i])) {
      this.out.push({ field: afterPath, side: 'after', change: 'reordered', before: keptBefore, after: keptAfter, text: false });
    }
    after.forEach((row, i) => {
      const b = beforeIndex.get(row[key] as string);
      if (b === undefined) this.leaf('', `${afterPath}.${i}`, undefined, row);
      else this.value(`${beforePath}.${b}`, `${afterPath}.${i}`, before[b], row);
    });
    before.forEach((row, i) => {
      if (!afterKeys.has(row[key] as string)) this.leaf(`${beforePath}.${i}`, '', row, undefined);
    });
  }
}

/** The fields of a node that differ; `layout` adds its position. Empty when only the position changed (without `layout`) or nothing did. */
export function diffNodeFields(before: GraphNode, after: GraphNode, options: { layout?: boolean } = {}): FieldChange[] {
  const diff = new FieldDiff();
  if ((before.title ?? '') !== (after.title ?? '')) diff.leaf('title', 'title', before.title || undefined, after.title || undefined);
  if (before.kind !== after.kind) diff.leaf('kind', 'kind', before.kind, after.kind);
  diff.value('data', 'data', before.data, after.data);
  if (options.layout && !deepEqual(before.position, after.position)) diff.leaf('position', 'position', before.position, after.position);
  return diff.out;
}
