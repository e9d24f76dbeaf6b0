import { useCallback, useState } from 'react';

export interface StoredValueCodec<T> {
  /** The stored text as a value; undefined when it is not one (the initial value then stands). */
  parse(text: string): T | undefined;
  format(value: T): string;
}

function read<T>(key: string, initial: T, codec: StoredValueCodec<T>): T {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? initial : (codec.parse(stored) ?? initial);
  } catch {
    return initial;
  }
}

/**
 * A value the user chose, remembered in local storage under `key` (whether a pane is collapsed, how
 * high the bottom panel is). `initial` until the user sets it; storage that refuses to be read or
 * written (private mode, quota) leaves the value working for the page's lifetime.
 */
export function useStoredValue<T>(key: string, initial: T, codec: StoredValueCodec<T>): [T, (value: T) => void] {
  const [value, setValue] = useState(() => read(key, initial, codec));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, codec.format(next));
      } catch {
        // Not remembered; the value still holds for this page.
      }
    },
    [key, codec],
  );
  return [value, set];
}
