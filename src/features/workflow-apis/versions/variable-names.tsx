/** A version's input or output variable names as code chips ('none' when there are none). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function VariableNames({ names }: { names: readonly string[] }) {
  const { t } = useTranslation('apis');
  if (names.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('overview.noVariables')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {names.map((name) => (
        <Box component="li" key={name} sx={{ fontFamily: 'monospace', fontSize: 13, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'action.selected' }}>
          {name}
        </Box>
      ))}
    </Box>
  );
}
