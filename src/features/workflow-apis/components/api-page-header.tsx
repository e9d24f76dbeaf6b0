/** The API pages' header: where the page is (workflow editor › API versions › version), its title and what sits beside it. */
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';

export interface ApiPageHeaderProps {
  projectId: string;
  workflowId: string;
  workflowName: string | undefined;
  /** The version, on its overview page. */
  version?: { name: string } | undefined;
  title: string;
  children?: ReactNode;
}

export function ApiPageHeader({ projectId, workflowId, workflowName, version, title, children }: ApiPageHeaderProps) {
  const { t } = useTranslation('apis');
  return (
    <Box sx={{ mb: 3 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.workflowEditor.href(projectId, workflowId)} underline="hover" color="inherit">
          {workflowName ?? workflowId}
        </Link>
        {version ? (
          <Link component={RouterLink} to={paths.workflowApis.href(projectId, workflowId)} underline="hover" color="inherit">
            {t('title')}
          </Link>
        ) : (
          <Typography color="text.primary">{t('title')}</Typography>
        )}
        {version && <Typography color="text.primary">{version.name}</Typography>}
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
