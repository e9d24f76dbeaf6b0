import { describe, expect, it } from 'vitest';
import { createValueSync, noteReported, valueToWrite } from './value-sync';

describe('code editor value sync', () => {
  it('never writes back a value the editor reported, even one it has moved past (a late render)', () => {
    const sync = createValueSync();
    for (const text of ['p', 'pr', 'pri']) noteReported(sync, text);
    // The caller renders with 'pr' while the editor already holds 'pri': nothing is written.
    expect(valueToWrite(sync, 'pr', 'pri')).toBeNull();
    expect(valueToWrite(sync, 'pri', 'pri')).toBeNull();
    expect(sync.reported).toEqual([]);
  });

  it("writes the caller's own value (a fill, an import, a reset)", () => {
    const sync = createValueSync();
    noteReported(sync, 'draft');
    expect(valueToWrite(sync, '{"type":"object"}', 'draft')).toBe('{"type":"object"}');
    expect(sync.reported).toEqual([]);
  });

  it("after catching up, an old reported value is the caller's again", () => {
    const sync = createValueSync();
    noteReported(sync, 'a');
    noteReported(sync, 'ab');
    expect(valueToWrite(sync, 'ab', 'ab')).toBeNull();
    // Later the caller goes back to 'a' (undo in a form, a reset): written.
    expect(valueToWrite(sync, 'a', 'ab')).toBe('a');
  });
});
