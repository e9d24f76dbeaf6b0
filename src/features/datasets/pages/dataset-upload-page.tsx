import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useProjectId } from '../../../lib/use-project-id';
import { DatasetTabs } from '../components/dataset-tabs';
import { DatasetUpload } from '../components/dataset-upload';
import { AREA_ICONS } from '../../../components/areas/area-icons';
import { PageHeader } from '../../../components/page-header/page-header';

/**
 * Datasets, Upload tab (route datasets/upload): one file picked or dropped, checked, previewed 'Before
 * Upload' (encoding, columns, first rows), then uploaded with progress; the result links to the File List.
 */
export function DatasetUploadPage() {
  const { t } = useTranslation('datasets');
  const projectId = useProjectId();
  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <PageHeader icon={AREA_ICONS.datasets} title={t('title')} description={t('description')} nav={<DatasetTabs current="upload" />} />
      <DatasetUpload key={projectId} projectId={projectId} />
    </Box>
  );
}
