/**
 * Keeps the editor's unsaved work in the local draft (see draft-writer.ts), flushing a pending write
 * when the page is hidden or closed and when the editor unmounts, so a reload restores everything typed.
 */
import { useEffect } from 'react';
import type { EditorStore } from '../store/editor-store';
import { createDraftWriter } from './draft-writer';

export function useLocalDraft(store: EditorStore): void {
  useEffect(() => {
    const writer = createDraftWriter(store);
    const flush = () => writer.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      writer.dispose();
    };
  }, [store]);
}
