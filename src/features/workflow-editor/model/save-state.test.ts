import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/i18n';
import {
  hasUnsavedChanges,
  initialSaveState,
  retryDelayMs,
  saveButtonLabelKey,
  saveButtonState,
  saveReducer,
  shouldAutoSave,
  type SaveEvent,
  type SaveState,
} from './save-state';

const run = (state: SaveState, ...events: SaveEvent[]) => events.reduce(saveReducer, state);
const conflict = { code: 409, message: 'The workflow was changed by someone else', currentRevision: 8 };

describe('save state', () => {
  it('goes Saved → Save → Saving → Saved, carrying the new revision', () => {
    let s = initialSaveState(7);
    expect(saveButtonState(s)).toBe('saved');
    s = run(s, { type: 'edited' });
    expect([saveButtonState(s), shouldAutoSave(s), hasUnsavedChanges(s)]).toEqual(['save', true, true]);
    s = run(s, { type: 'saveStarted' });
    expect([saveButtonState(s), shouldAutoSave(s)]).toEqual(['saving', false]);
    s = run(s, { type: 'saveSucceeded', revision: 8 });
    expect([saveButtonState(s), s.baseRevision, hasUnsavedChanges(s)]).toEqual(['saved', 8, false]);
  });

  it('edits during a save stay unsaved after it succeeds', () => {
    const s = run(initialSaveState(1), { type: 'edited' }, { type: 'saveStarted' }, { type: 'edited' }, { type: 'saveSucceeded', revision: 2 });
    expect([saveButtonState(s), hasUnsavedChanges(s), shouldAutoSave(s), s.baseRevision]).toEqual(['save', true, true, 2]);
  });

  it("keeps showing 'Save Failed' while edits accumulate, and saves them all when writes recover", () => {
    let s = run(initialSaveState(1), { type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed' });
    expect([saveButtonState(s), s.failures, shouldAutoSave(s)]).toEqual(['saveFailed', 1, true]);
    s = run(s, { type: 'edited' }, { type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed' }, { type: 'edited' });
    expect([saveButtonState(s), s.failures, s.editSeq, s.savedSeq]).toEqual(['saveFailed', 2, 4, 0]);
    s = run(s, { type: 'saveStarted' });
    expect(s.inFlightSeq).toBe(4);
    s = run(s, { type: 'saveSucceeded', revision: 2 });
    expect([saveButtonState(s), hasUnsavedChanges(s), s.failures]).toEqual(['saved', false, 0]);
  });

  it('shows Offline whatever else is going on, and auto-saves on reconnecting', () => {
    let s = run(initialSaveState(1), { type: 'edited' }, { type: 'wentOffline' });
    expect([saveButtonState(s), shouldAutoSave(s), hasUnsavedChanges(s)]).toEqual(['offline', false, true]);
    s = run(s, { type: 'edited' });
    expect(saveButtonState(s)).toBe('offline');
    s = run(s, { type: 'cameOnline' });
    expect([saveButtonState(s), shouldAutoSave(s)]).toEqual(['save', true]);
  });

  it('a 409 stops auto-save until the user chooses; the choice sets the new base', () => {
    const s = run(initialSaveState(7), { type: 'edited' }, { type: 'saveStarted' }, { type: 'conflicted', conflict });
    expect([s.status, saveButtonState(s), shouldAutoSave(s), hasUnsavedChanges(s), s.conflict]).toEqual(['conflict', 'saveFailed', false, true, conflict]);
    expect(run(s, { type: 'edited' }).status).toBe('conflict');
    expect(run(s, { type: 'saveStarted' })).toBe(s);
    const keepMine = run(s, { type: 'conflictResolved', revision: 8, dirty: true });
    expect([keepMine.status, keepMine.baseRevision, shouldAutoSave(keepMine), keepMine.conflict]).toEqual(['dirty', 8, true, null]);
    const takeTheirs = run(s, { type: 'conflictResolved', revision: 8, dirty: false });
    expect([takeTheirs.status, takeTheirs.baseRevision, hasUnsavedChanges(takeTheirs)]).toEqual(['saved', 8, false]);
  });

  it('ignores stray results and double starts; a reload with a restored draft is dirty', () => {
    const idle = initialSaveState(3);
    expect(saveReducer(idle, { type: 'saveSucceeded', revision: 9 })).toBe(idle);
    expect(saveReducer(idle, { type: 'saveFailed' })).toBe(idle);
    const saving = run(idle, { type: 'edited' }, { type: 'saveStarted' });
    expect(saveReducer(saving, { type: 'saveStarted' })).toBe(saving);
    const restored = saveReducer(saving, { type: 'loaded', revision: 5, dirty: true });
    expect([restored.baseRevision, saveButtonState(restored), shouldAutoSave(restored)]).toEqual([5, 'save', true]);
  });

  it('labels the button in both languages and backs off retries', () => {
    const en = createTestI18n('en');
    const ja = createTestI18n('ja');
    const states: SaveState[] = [
      initialSaveState(1),
      run(initialSaveState(1), { type: 'edited' }),
      run(initialSaveState(1), { type: 'edited' }, { type: 'saveStarted' }),
      run(initialSaveState(1), { type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed' }),
      run(initialSaveState(1), { type: 'wentOffline' }),
    ];
    expect(states.map((s) => en.t(saveButtonLabelKey(s)))).toEqual(['Saved', 'Save', 'Saving', 'Save Failed', 'Offline']);
    expect(states.map((s) => ja.t(saveButtonLabelKey(s)))).toEqual(['保存済み', '保存', '保存中', '保存失敗', 'オフライン']);
    expect([0, 1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([0, 2000, 4000, 8000, 15000, 15000]);
  });

  it('unsaved work waiting on invalid nodes says how many issues to fix; nothing unsaved, offline or saving say so as before', () => {
    const en = createTestI18n('en');
    const ja = createTestI18n('ja');
    const dirty = run(initialSaveState(1), { type: 'edited' });
    const failed = run(dirty, { type: 'saveStarted' }, { type: 'saveFailed' });
    expect([saveButtonState(dirty, 3), saveButtonState(failed, 1)]).toEqual(['blocked', 'blocked']);
    expect(en.t(saveButtonLabelKey(dirty, 3), { count: 3 })).toBe('Fix 3 issues to save');
    expect(en.t(saveButtonLabelKey(dirty, 1), { count: 1 })).toBe('Fix 1 issue to save');
    expect(ja.t(saveButtonLabelKey(dirty, 3), { count: 3 })).toBe('3 件の問題を直すと保存できます');
    expect(saveButtonState(initialSaveState(1), 3)).toBe('saved');
    expect(saveButtonState(run(dirty, { type: 'wentOffline' }), 3)).toBe('offline');
    expect(saveButtonState(run(dirty, { type: 'saveStarted' }), 3)).toBe('saving');
    expect(saveButtonState(dirty, 0)).toBe('save');
  });

  it('a save that got no answer shows Offline and keeps retrying; any answer (or the browser back online) ends the wait', () => {
    let s = run(initialSaveState(1), { type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed', unanswered: true });
    expect([saveButtonState(s), shouldAutoSave(s), s.failures]).toEqual(['offline', true, 1]);
    s = run(s, { type: 'saveStarted' }, { type: 'saveFailed', unanswered: true }, { type: 'saveStarted' }, { type: 'saveFailed', unanswered: true });
    expect([saveButtonState(s), retryDelayMs(s.failures)]).toEqual(['offline', 8000]);
    // Another call was answered: retried at once, and the button says what is true meanwhile.
    const answered = run(s, { type: 'answered' });
    expect([saveButtonState(answered), answered.failures, shouldAutoSave(answered)]).toEqual(['saveFailed', 0, true]);
    expect(run(answered, { type: 'saveStarted' }, { type: 'saveSucceeded', revision: 2 })).toMatchObject({ status: 'saved', unreachable: false, failures: 0 });
    // An answer while writes merely fail (a 500) does not cut the retry delay short.
    const failing = run(initialSaveState(1), { type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed' });
    expect(run(failing, { type: 'answered' })).toBe(failing);
    // The browser back online: retried at once too.
    const offline = run(s, { type: 'wentOffline' }, { type: 'cameOnline' });
    expect(offline.failures).toBe(0);
  });

  it('never says Saved while something is unsaved, and a failed save of nothing new is no failure', () => {
    const states = [
      run(initialSaveState(1), { type: 'edited' }),
      run(initialSaveState(1), { type: 'edited' }, { type: 'saveStarted' }, { type: 'edited' }, { type: 'saveSucceeded', revision: 2 }),
      run(
        initialSaveState(1),
        { type: 'edited' },
        { type: 'saveStarted' },
        { type: 'conflicted', conflict },
        { type: 'conflictResolved', revision: 8, dirty: true },
      ),
      run(initialSaveState(1), { type: 'loaded', revision: 4, dirty: true }),
      // A state built by hand, as a store restored from elsewhere could hold it.
      { ...initialSaveState(1), editSeq: 2, savedSeq: 1 },
    ];
    for (const s of states) expect([hasUnsavedChanges(s), saveButtonState(s)]).toEqual([true, 'save']);
    // Ctrl+S with nothing unsaved, and that save fails: still Saved, nothing to retry.
    const nothingNew = run(initialSaveState(1), { type: 'saveStarted' }, { type: 'saveFailed' });
    expect([saveButtonState(nothingNew), hasUnsavedChanges(nothingNew), shouldAutoSave(nothingNew), nothingNew.failures]).toEqual(['saved', false, false, 0]);
  });
});
