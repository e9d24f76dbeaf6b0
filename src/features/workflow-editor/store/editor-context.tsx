import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { EditorState, EditorStore } from './editor-store';

const EditorStoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

/** The store itself (for actions). */
export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore outside EditorStoreProvider');
  return store;
}

/** A slice of the editor state; re-renders only when the slice changes (by Object.is). */
export function useEditorStore<T>(selector: (state: EditorState) => T): T {
  const store = useEditorStoreApi();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
