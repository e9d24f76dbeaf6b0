/**
 * A long text's diff (diff/diff-text.ts): removed parts struck through in the error colour, added parts
 * underlined in the success colour, each announced to screen readers as removed or added (not colour alone).
 */
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { diffText } from '../diff/diff-text';
import { visuallyHidden } from './visually-hidden';

export function TextDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation(['editor']);
  const segments = useMemo(() => diffText(before, after), [before, after]);
  return (
    <Box
      component="p"
      data-testid="text-diff"
      sx={{
        m: 0,
        p: 1,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontSize: '0.8125rem',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        maxHeight: 320,
        overflow: 'auto',
        '& del': { color: 'error.main', textDecorationLine: 'line-through', bgcolor: 'rgba(var(--mui-palette-error-mainChannel) / 0.12)' },
        '& ins': { color: 'success.main', textDecorationLine: 'underline', bgcolor: 'rgba(var(--mui-palette-success-mainChannel) / 0.12)' },
      }}
    >
      {segments.map((segment, i) => {
        if (segment.type === 'equal') return <span key={i}>{segment.text}</span>;
        const Tag = segment.type === 'removed' ? 'del' : 'ins';
        return (
          <Tag key={i}>
            <Box component="span" sx={visuallyHidden}>
              {t(`diffView.text.${segment.type}`)}
            </Box>
            {segment.text}
          </Tag>
        );
      })}
    </Box>
  );
}
