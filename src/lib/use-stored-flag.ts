import { useStoredValue, type StoredValueCodec } from './use-stored-value';

const FLAG: StoredValueCodec<boolean> = { parse: (text) => text === 'true', format: String };

/** A yes/no the user chose (e.g. whether a side pane is collapsed), remembered in local storage under `key`. */
export function useStoredFlag(key: string, initial = false): [boolean, (value: boolean) => void] {
  return useStoredValue(key, initial, FLAG);
}
