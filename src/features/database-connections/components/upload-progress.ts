import { useState } from 'react';

/**
 * Progress of a call that sends a wallet or key file: multipart calls of the studio ask for upload
 * progress, so the http client sends them through axios (as every upload does), and the dialog shows how
 * far the file got. `request` goes to the generated `get…MutationOptions({ request })`.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState(0);
  const [request] = useState(() => ({
    onUploadProgress: (event: { loaded: number; total?: number | undefined; progress?: number | undefined }) =>
      setProgress(Math.min(1, Math.max(0, event.total ? event.loaded / event.total : (event.progress ?? 0)))),
  }));
  return { progress, request, reset: () => setProgress(0) };
}
