/**
 * Two runs side by side, node by node: rows aligned by node (the first run's execution order, then
 * the nodes only the second ran), what differs in each, and word-level differences of two texts.
 */
import { diffWords } from 'diff';
import type { DebugNodeRun, DebugRun, DebugValue } from '../../../../generated/model';
import { parseJsonValue } from '../../../../components/value-view/json-value';
import { nodeRunKeys } from './trace-model';

export interface CompareRow {
  key: string;
  nodeId: string;
  left?: DebugNodeRun;
  right?: DebugNodeRun;
  statusDiffers: boolean;
  inputsDiffer: boolean;
  outputsDiffer: boolean;
  /** Ran in one run only, or a status, input or output differs. */
  differs: boolean;
}

/** A named value in both runs (undefined: not there). */
export interface ValuePair {
  name: string;
  left?: string;
  right?: string;
  differs: boolean;
}

/** Values by name: the first run's order, then names only the second has. */
export function valuePairs(left: readonly DebugValue[] = [], right: readonly DebugValue[] = []): ValuePair[] {
  const rightByName = new Map(right.map((value) => [value.name, value.value]));
  const leftNames = new Set(left.map((value) => value.name));
  return [
    ...left.map((value) => {
      const other = rightByName.get(value.name);
      return { name: value.name, left: value.value, right: other, differs: other !== value.value };
    }),
    ...right.filter((value) => !leftNames.has(value.name)).map((value) => ({ name: value.name, right: value.value, differs: true })),
  ];
}

export const valuesDiffer = (left: readonly DebugValue[], right: readonly DebugValue[]): boolean =>
  left.length !== right.length || valuePairs(left, right).some((pair) => pair.differs);

export function compareRows(left: DebugRun, right: DebugRun): CompareRow[] {
  const leftKeys = nodeRunKeys(left.nodes);
  const rightKeys = nodeRunKeys(right.nodes);
  const rightByKey = new Map(rightKeys.map((key, index) => [key, right.nodes[index]!]));
  const leftKeySet = new Set(leftKeys);
  const row = (key: string, a: DebugNodeRun | undefined, b: DebugNodeRun | undefined): CompareRow => {
    const statusDiffers = a?.status !== b?.status;
    const inputsDiffer = !a || !b || valuesDiffer(a.inputs, b.inputs);
    const outputsDiffer = !a || !b || valuesDiffer(a.outputs, b.outputs);
    return {
      key,
      nodeId: (a ?? b)!.nodeId,
      left: a,
      right: b,
      statusDiffers,
      inputsDiffer,
      outputsDiffer,
      differs: statusDiffers || inputsDiffer || outputsDiffer,
    };
  };
  return [
    ...leftKeys.map((key, index) => row(key, left.nodes[index], rightByKey.get(key))),
    ...rightKeys.flatMap((key, index) => (leftKeySet.has(key) ? [] : [row(key, undefined, right.nodes[index])])),
  ];
}

export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** Texts longer than this together are marked whole rather than word by word (the diff is quadratic at worst). */
export const WORD_DIFF_LIMIT = 20_000;

/** JSON objects and arrays pretty-printed, so their differences show per field. */
const comparable = (text: string): string => {
  const json = parseJsonValue(text);
  return json ? JSON.stringify(json, null, 2) : text;
};

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(locale: string): Intl.Segmenter | undefined {
  if (typeof Intl.Segmenter !== 'function') return undefined;
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    } catch {
      segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/**
 * The differences from `left` to `right`: removed parts (in left only), added parts (in right only) and
 * common ones. Words are found with Intl.Segmenter, so Japanese (no spaces) diffs by word too.
 */
export function diffTexts(left: string, right: string, locale: string): DiffPart[] {
  const a = comparable(left);
  const b = comparable(right);
  if (a === b) return [{ value: a }];
  const whole: DiffPart[] = [...(a ? [{ value: a, removed: true }] : []), ...(b ? [{ value: b, added: true }] : [])];
  if (a.length + b.length > WORD_DIFF_LIMIT || !a || !b) return whole;
  const segmenter = segmenterFor(locale);
  const changes = diffWords(a, b, { timeout: 200, ...(segmenter ? { intlSegmenter: segmenter } : {}) });
  return changes ? changes.map(({ value, added, removed }) => ({ value, ...(added ? { added } : {}), ...(removed ? { removed } : {}) })) : whole;
}

/** Parts of one side: the left shows common and removed parts, the right common and added ones. */
export const sideOf = (parts: readonly DiffPart[], side: 'left' | 'right'): DiffPart[] =>
  parts.filter((part) => (side === 'left' ? !part.added : !part.removed));
