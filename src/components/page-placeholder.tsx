import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A page whose screen comes with a later issue: it names the page, nothing more. */
export function PagePlaceholder({ titleKey }: { titleKey: ParseKeys<'pages'> }) {
  const { t } = useTranslation('pages');
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        {t(titleKey)}
      </Typography>
    </Box>
  );
}
