/** Whether a value (text, as the contract carries it) is a JSON object or array, and how long text is cut. */

/** The parsed object or array when the text is one; undefined for anything else (numbers, plain text). */
export function parseJsonValue(text: string): object | undefined {
  const trimmed = text.trim();
  const first = trimmed[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed !== null && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Text longer than this many characters or lines starts collapsed. */
export const COLLAPSED_CHARACTERS = 400;
export const COLLAPSED_LINES = 8;

/** The beginning shown while collapsed, or undefined when the text is short enough to show whole. */
export function collapsedPreview(text: string, characters = COLLAPSED_CHARACTERS, lines = COLLAPSED_LINES): string | undefined {
  let end = Math.min(text.length, characters);
  let seen = 0;
  for (let i = 0; i < end; i += 1) {
    if (text[i] === '\n') {
      seen += 1;
      if (seen === lines) {
        end = i;
        break;
      }
    }
  }
  return end < text.length ? text.slice(0, end) : undefined;
}
