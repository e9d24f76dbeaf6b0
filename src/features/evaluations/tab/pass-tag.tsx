/** A result's pass or fail as a small outlined tag: the word, in the tone's colour (never colour alone). */
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { toneColor } from '../../../components/tone';

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: '0 6px',
  border: '1px solid currentColor',
  borderRadius: 10,
  fontSize: theme.typography.pxToRem(12),
  fontWeight: 500,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
  '&[data-pass="true"]': toneColor(theme, 'success'),
  '&[data-pass="false"]': toneColor(theme, 'error'),
}));

export function PassTag({ pass }: { pass: boolean }) {
  const { t } = useTranslation('evaluationRuns');
  return <Tag data-pass={pass}>{pass ? t('results.passed') : t('results.failed')}</Tag>;
}
