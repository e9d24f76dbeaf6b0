/** The Publish History tab (lazy). Its versions, keys and endpoints come with the API publishing issue (#12). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function PublishHistoryTab(_props: { projectId: string; workflowId: string }) {
  const { t } = useTranslation('editor');
  return (
    <Box sx={{ p: 3 }}>
      <Typography color="text.secondary">{t('tabs.historyFrame')}</Typography>
    </Box>
  );
}
