/**
 * The fields the open node panel shows (by issue path, `data.prompt`), so that the panel's issue list
 * names only what no field shows beside it. Fields register while mounted; the list subscribes.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';

export interface FieldRegistry {
  /** Marks `field` as shown until the returned function is called. */
  register(field: string): () => void;
  has(field: string): boolean;
  subscribe(listener: () => void): () => void;
  /** Changes whenever a field comes or goes. */
  version(): number;
}

export function createFieldRegistry(): FieldRegistry {
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    register(field) {
      counts.set(field, (counts.get(field) ?? 0) + 1);
      changed();
      return () => {
        const left = (counts.get(field) ?? 1) - 1;
        if (left > 0) counts.set(field, left);
        else counts.delete(field);
        changed();
      };
    },
    has: (field) => counts.has(field),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** Registers a field while the calling component is mounted (before paint, so the list never flickers). */
export function useShownField(registry: FieldRegistry, field: string): void {
  useLayoutEffect(() => registry.register(field), [registry, field]);
}

/** Re-renders the caller when the shown fields change; answers whether a field is shown. */
export function useShownFields(registry: FieldRegistry): (field: string) => boolean {
  useSyncExternalStore(registry.subscribe, registry.version, registry.version);
  return registry.has;
}
