import Box from '@mui/material/Box';

/**
 * A grid cell's long text (a file name, a job's input or output) on up to `lines` lines — two fill a
 * `TWO_LINE_ROW_HEIGHT` row — wrapping anywhere, cut with an ellipsis after the last. The whole text stays
 * in the cell (screen readers read it, selection copies it) and shows on hover.
 */
export function ClampedTextCell({ text, lines = 2 }: { text: string; lines?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Box
        component="span"
        title={text}
        sx={{
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: lines,
          overflow: 'hidden',
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
          lineHeight: 1.4,
        }}
      >
        {text}
      </Box>
    </Box>
  );
}
