/** How values are set (a value view, a log line, a compared value): monospace, in a bordered box that wraps anywhere. */
export const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const valueBoxSx = {
  m: 0,
  px: 1,
  py: 0.75,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: MONO_FONT,
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

/** A value's name above it. */
export const valueNameSx = { fontFamily: MONO_FONT, fontWeight: 600, overflowWrap: 'anywhere' } as const;
