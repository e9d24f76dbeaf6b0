import { useEffect, useState } from 'react';
import type { DatasetFileType } from '../../../generated/model';
import { type FilePreview, previewFile } from './preview-file';

export type PreviewState = { status: 'reading' } | { status: 'done'; preview: FilePreview } | { status: 'unreadable' };

/**
 * The preview of a chosen file, read in the browser (its bytes, then `previewFile`); a newer choice
 * supersedes a read still in progress. Undefined while nothing is chosen.
 */
export function useFilePreview(chosen: { file: File; type: DatasetFileType } | undefined): PreviewState | undefined {
  const [state, setState] = useState<{ for: File; state: PreviewState }>();
  useEffect(() => {
    if (!chosen) return;
    let current = true;
    const { file, type } = chosen;
    file
      .arrayBuffer()
      .then((buffer) => current && setState({ for: file, state: { status: 'done', preview: previewFile(new Uint8Array(buffer), type) } }))
      .catch(() => current && setState({ for: file, state: { status: 'unreadable' } }));
    return () => {
      current = false;
    };
  }, [chosen]);
  if (!chosen) return undefined;
  return state?.for === chosen.file ? state.state : { status: 'reading' };
}
