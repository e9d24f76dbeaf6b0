import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProjectId } from '../../../lib/use-project-id';
import { DatasetTabs } from '../components/dataset-tabs';
import { DatasetUpload } from '../components/dataset-upload';

/**
 * Datasets, Upload tab (route datasets/upload): one file picked or dropped, checked, previewed 'Before
 * Upload' (encoding, columns, first rows), then uploaded with progress; the result links to the File List.
 */
export function DatasetUploadPage() {
  const { t } = useTranslation('datasets');
  const projectId = useProjectId();
  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <DatasetTabs current="upload" />
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('description')}
      </Typography>
      <DatasetUpload key={projectId} projectId={projectId} />
    </Box>
  );
}
