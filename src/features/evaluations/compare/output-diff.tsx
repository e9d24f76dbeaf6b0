import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EvaluationResult } from '../../../generated/model';
import { textDiff } from './text-diff';

/**
 * A regressed row's outputs, base against head: for each checked output its expected answer and the
 * character diff of the two outputs (removed text struck through, added text underlined — `del`/`ins`, so
 * assistive technology says which is which), with each side's score.
 */
export function OutputDiff({ base, head }: { base: EvaluationResult | null; head: EvaluationResult | null }) {
  const { t } = useTranslation('evaluationSets');
  const names = [...new Set([...(base?.outputs ?? []), ...(head?.outputs ?? [])].map((output) => output.name))];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {head?.error && (
        <Typography variant="body2" color="error">
          {t('compare.headError', { error: head.error })}
        </Typography>
      )}
      {names.map((name) => {
        const before = base?.outputs.find((output) => output.name === name);
        const after = head?.outputs.find((output) => output.name === name);
        const parts = textDiff(before?.output ?? '', after?.output ?? '');
        return (
          <Box key={name} role="group" aria-label={t('compare.outputDiff', { name })}>
            <Typography variant="subtitle2">
              {t('compare.outputDiff', { name })}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {t('compare.scores', { base: before?.score ?? '—', head: after?.score ?? '—' })}
              </Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('compare.expected', { value: after?.expected ?? before?.expected ?? '' })}
            </Typography>
            <Typography
              variant="body2"
              component="p"
              data-testid="output-diff"
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace' }}
            >
              {parts.map((part, index) =>
                part.kind === 'same' ? (
                  <span key={index}>{part.text}</span>
                ) : (
                  <Box
                    key={index}
                    component={part.kind === 'removed' ? 'del' : 'ins'}
                    sx={{
                      bgcolor: part.kind === 'removed' ? 'error.light' : 'success.light',
                      color: part.kind === 'removed' ? 'error.contrastText' : 'success.contrastText',
                      textDecoration: part.kind === 'removed' ? 'line-through' : 'underline',
                    }}
                  >
                    {part.text}
                  </Box>
                ),
              )}
            </Typography>
            {after?.reason && (
              <Typography variant="body2" color="text.secondary">
                {t('compare.reason', { reason: after.reason })}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
