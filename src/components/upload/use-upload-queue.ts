/**
 * A queue of file uploads, each with its own progress, cancel and result. Files are checked against the
 * limits when added (a refused file is never sent and says why); the rest upload a few at a time
 * through the caller's `upload` (a generated call given `onUploadProgress` and the abort signal).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { checkFile, type FileRefusal, type UploadLimits } from './file-check';

export type UploadState = 'refused' | 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem<T> {
  key: string;
  file: File;
  state: UploadState;
  /** Bytes sent, 0 to 1. */
  progress: number;
  refusal?: FileRefusal;
  /** Why the upload failed (the caller's wording of the error). */
  error?: string;
  result?: T;
}

export type UploadFn<T> = (file: File, options: { onProgress(fraction: number): void; signal: AbortSignal }) => Promise<T>;

export interface UploadQueueOptions<T> {
  upload: UploadFn<T>;
  limits: UploadLimits;
  /** How the user reads a failed upload. */
  describeError(error: unknown): string;
  /** After each successful upload (e.g. refetch the list). */
  onUploaded?(result: T): void;
  /** Uploads running at once. */
  concurrency?: number;
}

type Action<T> = { type: 'add'; items: UploadItem<T>[] } | { type: 'patch'; key: string; patch: Partial<UploadItem<T>> } | { type: 'remove'; keys: string[] };

function reducer<T>(items: UploadItem<T>[], action: Action<T>): UploadItem<T>[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'patch':
      return items.map((item) => (item.key === action.key ? { ...item, ...action.patch } : item));
    case 'remove':
      return items.filter((item) => !action.keys.includes(item.key));
  }
}

const FINISHED: UploadState[] = ['refused', 'done', 'failed', 'cancelled'];
export const isFinished = (item: UploadItem<unknown>) => FINISHED.includes(item.state);

let sequence = 0;

export function useUploadQueue<T>({ upload, limits, describeError, onUploaded, concurrency = 3 }: UploadQueueOptions<T>) {
  const [items, dispatch] = useReducer(reducer<T>, []);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ upload, describeError, onUploaded });
  useEffect(() => {
    latest.current = { upload, describeError, onUploaded };
  });

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file): UploadItem<T> => {
        const refusal = checkFile(file, limits);
        sequence += 1;
        return { key: `upload-${sequence}`, file, progress: 0, state: refusal ? 'refused' : 'waiting', ...(refusal ? { refusal } : {}) };
      });
      dispatch({ type: 'add', items: added });
    },
    [limits],
  );

  // Start waiting uploads while fewer than `concurrency` run.
  useEffect(() => {
    const running = controllers.current.size;
    // An item starts once, even when effects run twice (React's strict mode).
    const next = items.filter((item) => item.state === 'waiting' && !controllers.current.has(item.key)).slice(0, Math.max(0, concurrency - running));
    for (const item of next) {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      dispatch({ type: 'patch', key: item.key, patch: { state: 'uploading', progress: 0 } });
      const patch = (change: Partial<UploadItem<T>>) => dispatch({ type: 'patch', key: item.key, patch: change });
      latest.current
        .upload(item.file, { signal: controller.signal, onProgress: (fraction) => patch({ progress: Math.min(1, Math.max(0, fraction)) }) })
        .then((result) => {
          patch({ state: 'done', progress: 1, result });
          latest.current.onUploaded?.(result);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) patch({ state: 'cancelled' });
          else patch({ state: 'failed', error: latest.current.describeError(error) });
        })
        .finally(() => controllers.current.delete(item.key));
    }
  }, [items, concurrency]);

  // Leaving the page cancels what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const cancel = useCallback((key: string) => {
    const controller = controllers.current.get(key);
    if (controller) controller.abort();
    else dispatch({ type: 'patch', key, patch: { state: 'cancelled' } });
  }, []);
  const retry = useCallback((key: string) => {
    dispatch({ type: 'patch', key, patch: { state: 'waiting', progress: 0, error: undefined } as Partial<UploadItem<T>> });
  }, []);
  const clearFinished = useCallback(() => dispatch({ type: 'remove', keys: items.filter(isFinished).map((item) => item.key) }), [items]);

  return { items, add, cancel, retry, clearFinished };
}
