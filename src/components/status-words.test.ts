import { describe, expect, it } from 'vitest';
import enCommon from '../../locales/en-us/common.json';
import enDebug from '../../locales/en-us/debug.json';
import enProjects from '../../locales/en-us/projects.json';
import jaCommon from '../../locales/ja-jp/common.json';
import jaDebug from '../../locales/ja-jp/debug.json';
import jaProjects from '../../locales/ja-jp/projects.json';
import { STATUS_WORD, STATUS_WORDS, type StatusWord } from './status-words';

const LANGUAGES = [
  { name: 'en-us', common: enCommon, debug: enDebug, projects: enProjects },
  { name: 'ja-jp', common: jaCommon, debug: jaDebug, projects: jaProjects },
] as const;

describe('status words', () => {
  it('call the same state by the same word in every area', () => {
    const wordOf = (statuses: (keyof typeof STATUS_WORD)[]) => new Set(statuses.map((status) => STATUS_WORD[status]));
    // Waiting its turn: a job, a dataset row, an index build, a debug node.
    expect(wordOf(['JOB_STATUS_PENDING', 'JOB_ROW_STATUS_PENDING', 'INDEX_STATUS_PENDING', 'DEBUG_NODE_STATUS_PENDING'])).toEqual(new Set(['pending']));
    // Finished well: a job, a row, a debug run and node (Success / Succeeded were both in use).
    expect(wordOf(['JOB_STATUS_SUCCESS', 'JOB_ROW_STATUS_SUCCESS', 'DEBUG_RUN_STATUS_SUCCEEDED', 'DEBUG_NODE_STATUS_SUCCEEDED'])).toEqual(
      new Set(['succeeded']),
    );
    expect(
      wordOf([
        'JOB_STATUS_FAILURE',
        'JOB_ROW_STATUS_FAILURE',
        'INDEX_STATUS_FAILED',
        'FILE_STATUS_FAILED',
        'DATASET_FILE_STATUS_FAILED',
        'DEBUG_RUN_STATUS_FAILED',
      ]),
    ).toEqual(new Set(['failed']));
    expect(wordOf(['JOB_STATUS_CANCELED', 'JOB_ROW_STATUS_CANCELED', 'DEBUG_RUN_STATUS_CANCELLED', 'DEBUG_NODE_STATUS_CANCELLED'])).toEqual(
      new Set(['canceled']),
    );
    // Not uploaded yet: a knowledge file and a dataset file.
    expect(wordOf(['FILE_STATUS_NOT_YET', 'DATASET_FILE_STATUS_BEFORE_UPLOAD'])).toEqual(new Set(['notUploaded']));
    // An index being built is Building, not Pending, In progress or Processing.
    expect(STATUS_WORD.INDEX_STATUS_PROGRESS).toBe('building');
  });

  it.each(LANGUAGES)('gives each word its own text, in $name', ({ common }) => {
    const texts = STATUS_WORDS.map((word: StatusWord) => common.status[word]);
    expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(LANGUAGES)('the debug panel and the project home say the same words, in $name', ({ common, debug, projects }) => {
    // The editor's debug panel keeps its own keys: they must read as the studio's words.
    const debugWords: Record<string, StatusWord> = {
      cancelled: 'canceled',
      failed: 'failed',
      pending: 'pending',
      running: 'running',
      skipped: 'skipped',
      succeeded: 'succeeded',
      paused: 'paused',
    };
    for (const [key, text] of Object.entries({ ...debug.nodeStatus, ...debug.runStatus })) expect(text, key).toBe(common.status[debugWords[key]!]);
    // The home's counts carry the same words as the knowledge and jobs pages.
    const counts = { ...projects.home.indexStatus, ...projects.home.jobStatus };
    const countWords: Record<string, StatusWord> = {
      ready: 'ready',
      pending: 'pending',
      building: 'building',
      waiting: 'waitingForFiles',
      failed: 'failed',
      running: 'running',
    };
    for (const [key, text] of Object.entries(counts))
      expect(text.replace('{{count}}', '').trim().toLowerCase(), key).toBe(common.status[countWords[key]!].toLowerCase());
  });
});
