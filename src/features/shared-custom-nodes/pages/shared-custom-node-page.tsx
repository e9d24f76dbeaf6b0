import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { usePermission } from '../../../auth/use-permission';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState, LoadingState } from '../../../components/states';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { useGetSharedCustomNode, useGetSharedCustomNodeUsage } from '../../../generated/shared-custom-nodes/shared-custom-nodes';
import { useDateTimeFormat } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { useProjectId } from '../../../lib/use-project-id';
import { ParameterTable } from '../components/parameter-table';
import { UsageList } from '../components/usage-list';
import { AREA_ICONS } from '../../../components/areas/area-icons';
import { PageHeader } from '../../../components/page-header/page-header';

const loadUnpublish = () => import('../components/unpublish-dialog');
const UnpublishDialog = lazy(async () => ({ default: (await loadUnpublish()).UnpublishDialog }));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * One shared custom node (route shared-custom-nodes/:nodeId): what a workflow hands it (parameters) and gets
 * back (output variable), its published code (read-only), who uses it, its configuration files, and for an
 * admin, unpublish (another role is told only administrators publish and unpublish).
 */
export function SharedCustomNodePage() {
  const { t, i18n } = useTranslation('sharedCustomNodes');
  const projectId = useProjectId();
  const navigate = useNavigate();
  const nodeId = useParams().nodeId ?? '';
  const { allowed: isAdmin } = usePermission('publishSharedCustomNodes');
  const node = useGetSharedCustomNode(nodeId);
  const usage = useGetSharedCustomNodeUsage(nodeId);
  const formatDate = useDateTimeFormat();
  const [unpublishing, setUnpublishing] = useState(false);

  const refused = refusedLoad(node);
  if (refused) return <AccessDeniedPage error={refused} />;
  if (node.isPending)
    return (
      <Box component="section" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
        <PageHeader icon={AREA_ICONS.sharedCustomNodes} title={t('title')} />
        <LoadingState />
      </Box>
    );
  if (node.isError)
    return (
      <Box component="section" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
        <PageHeader icon={AREA_ICONS.sharedCustomNodes} title={t('title')} />
        <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.node'))} onRetry={() => void node.refetch()} />
      </Box>
    );
  const data = node.data;

  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <PageHeader
        icon={AREA_ICONS.sharedCustomNodes}
        title={data.name}
        description={data.description}
        actions={
          <>
            <Button variant="contained" startIcon={<TuneIcon />} component={RouterLink} to={paths.sharedCustomNodeEnvFiles.href(projectId, data.id)}>
              {t('page.configFiles', { count: data.configFileCount })}
            </Button>
            {isAdmin && (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlinedIcon />}
                onClick={() => setUnpublishing(true)}
                onMouseEnter={() => void loadUnpublish()}
              >
                {t('actions.unpublish')}
              </Button>
            )}
          </>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        {t('page.published', { name: data.publishedBy.name, date: formatDate(data.createdAt) })} · {t('page.updated', { date: formatDate(data.updatedAt) })}
      </Typography>
      {!isAdmin && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('roles.publishAdminOnly')}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title={t('page.parameters')}>
            <ParameterTable parameters={data.inputParameters} />
          </Section>
          <Section title={t('page.output')}>
            <Typography variant="body2" color="text.secondary">
              {t('page.outputHelp')}
            </Typography>
            <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.95rem' }}>
              {data.outputVariable}
            </Typography>
          </Section>
          <Section title={t('usage.title')}>
            <UsageList query={usage} emptyMessage={t('usage.noneNode')} />
          </Section>
        </Box>
        <Section title={t('page.code')}>
          <CodeEditor
            label={t('page.codeLabel')}
            language="python"
            value={data.code}
            onChange={() => {}}
            readOnly
            height={420}
            helperText={t('page.codeHelp')}
          />
        </Section>
      </Box>
      <Suspense fallback={null}>
        {unpublishing && (
          <UnpublishDialog
            node={data}
            onClose={() => setUnpublishing(false)}
            onDone={() => navigate(paths.sharedCustomNodes.href(projectId), { replace: true })}
          />
        )}
      </Suspense>
    </Box>
  );
}
