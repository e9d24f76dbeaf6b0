/** Saving an exported `.aiws` document in the browser (nothing leaves the page). */
import { AIWS_EXTENSION } from './validate-aiws';

/**
 * `<name>.aiws`, with the characters file systems refuse (\ / : * ? " < > | and control characters)
 * replaced by '-'; Japanese names stay as they are.
 */
export function aiwsFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  const safe = name.trim().replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-');
  return `${safe || 'custom-node'}${AIWS_EXTENSION}`;
}

/** Saves YAML text as a file through the browser's download. */
export function downloadAiws(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-yaml;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
