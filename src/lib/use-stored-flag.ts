import { useCallback, useState } from 'react';

function read(key: string, initial: boolean): boolean {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? initial : stored === 'true';
  } catch {
    return initial;
  }
}

/**
 * A yes/no the user chose, remembered in local storage under `key` (e.g. whether a side pane is
 * collapsed). `initial` until the user sets it; storage that refuses to be read or written (private
 * mode, quota) leaves the flag working for the page's lifetime.
 */
export function useStoredFlag(key: string, initial = false): [boolean, (value: boolean) => void] {
  const [flag, setFlag] = useState(() => read(key, initial));
  const set = useCallback(
    (value: boolean) => {
      setFlag(value);
      try {
        localStorage.setItem(key, String(value));
      } catch {
        // Not remembered; the flag still holds for this page.
      }
    },
    [key],
  );
  return [flag, set];
}
