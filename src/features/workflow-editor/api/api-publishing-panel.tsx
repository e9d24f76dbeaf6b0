/**
 * The editor's API publishing panel (§2, §4), opened from the toolbar: the workflow's API at a glance
 * (versions, how many published, the latest with its status and key issue time), the way to the
 * Publish History tab and to the latest version's overview, and — for the holder of the edit
 * permission — what a new version changes against the last published one (publish-changes.tsx) and a new
 * version of the saved workflow (unsaved edits are saved first). Everyone else
 * sees it read-only, with the holder's name.
 */
import ApiIcon from '@mui/icons-material/Api';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState, LoadingState } from '../../../components/states';
import type { EditPermission } from '../../../generated/model';
import { useGetWorkflowApi } from '../../../generated/workflow-apis/workflow-apis';
import { useDateTimeFormat } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import type { SavedForRun } from '../save/ensure-saved';
import { useEditorStore } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { hasUnsavedChanges } from '../model/save-state';
import { useEditorApiParts, type ApiVersionActions } from './api-parts';
import { apiSignatureOf } from './api-signature';
import { PublishChanges } from './publish-changes';

export interface ApiPublishingProps {
  projectId: string;
  workflowId: string;
  permission: EditPermission;
  actions: ApiVersionActions;
  /** Saves unsaved edits (a version publishes the saved workflow). */
  saveFirst: () => Promise<SavedForRun>;
  onShowHistory: () => void;
}

export function ApiPublishingButton(props: ApiPublishingProps) {
  const { t } = useTranslation('apis');
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const open = anchor !== null;
  const [creating, setCreating] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ApiIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
        data-testid="api-panel-button"
      >
        {t('panel.toggle')}
      </Button>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('panel.title'), sx: { width: 380 } } }}
      >
        <ApiPublishingPanel
          {...props}
          onNewVersion={() => {
            setAnchor(null);
            setCreating(true);
          }}
          onShowHistory={() => {
            setAnchor(null);
            props.onShowHistory();
          }}
          onClose={() => setAnchor(null)}
        />
      </Popover>
      {creating && <NewVersionFlow {...props} onClose={() => setCreating(false)} />}
    </>
  );
}

function ApiPublishingPanel({
  projectId,
  workflowId,
  permission,
  actions,
  onNewVersion,
  onShowHistory,
  onClose,
}: ApiPublishingProps & { onNewVersion: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('apis');
  const { ApiStatusTag, VersionActions } = useEditorApiParts();
  const when = useDateTimeFormat();
  const api = useGetWorkflowApi(projectId, workflowId);
  const latest = api.data?.latestVersion;
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="api-panel">
      <Typography variant="subtitle1" component="h2">
        {t('panel.title')}
      </Typography>
      {api.isPending ? (
        <LoadingState />
      ) : api.isError ? (
        <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.workflowApi'))} onRetry={() => void api.refetch()} error={api.error} />
      ) : (
        <>
          {latest ? (
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('panel.summary', { count: api.data.versionCount, published: api.data.publishedVersionCount })}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2">{t('panel.latest')}</Typography>
                <Link component={RouterLink} to={paths.workflowApi.href(projectId, workflowId, latest.id)} underline="hover" sx={{ fontWeight: 500 }}>
                  {latest.versionName}
                </Link>
                <ApiStatusTag status={latest.status} />
              </Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('key.issuedAt', { when: when(latest.apiKeyIssuedAt) })} · {latest.apiKeyHint}
              </Typography>
              {permission.heldByMe && (
                <Box sx={{ mt: 1 }}>
                  <VersionActions version={latest} actions={actions} />
                </Box>
              )}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('panel.empty')}
            </Typography>
          )}
          <Divider />
          {permission.heldByMe ? (
            <>
              <PublishChanges projectId={projectId} workflowId={workflowId} onShowChanges={onClose} />
              <Button variant="contained" onClick={onNewVersion} data-testid="api-new-version">
                {t('actions.newVersion')}
              </Button>
            </>
          ) : (
            <Alert severity="info">{permission.holder ? t('panel.heldBy', { name: permission.holder.name }) : t('panel.readOnly')}</Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Link component="button" type="button" variant="body2" onClick={onShowHistory}>
              {t('panel.history')}
            </Link>
            <Link component={RouterLink} variant="body2" to={paths.workflowApis.href(projectId, workflowId)}>
              {t('title')}
            </Link>
          </Box>
        </>
      )}
    </Stack>
  );
}

const PROBLEM_KEY = {
  invalid: 'newVersion.problem.invalid',
  offline: 'newVersion.problem.offline',
  conflict: 'newVersion.problem.conflict',
  failed: 'newVersion.problem.failed',
} as const;

/** The new version dialog: saves first, then creates; the key dialog (the layout's) shows the key once. */
function NewVersionFlow({ projectId, workflowId, actions, saveFirst, onClose }: ApiPublishingProps & { onClose: () => void }) {
  const { t } = useTranslation('apis');
  const { NewVersionDialog } = useEditorApiParts();
  const graph = useEditorStore(graphOf);
  const revision = useEditorStore((state) => (hasUnsavedChanges(state.save) ? null : state.save.baseRevision));
  const signature = useMemo(() => apiSignatureOf(graph), [graph]);
  const api = useGetWorkflowApi(projectId, workflowId);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<keyof typeof PROBLEM_KEY | null>(null);
  return (
    <NewVersionDialog
      projectId={projectId}
      workflowId={workflowId}
      revision={revision}
      inputs={signature.inputs}
      outputs={signature.outputs}
      suggestedName={`v${(api.data?.versionCount ?? 0) + 1}`}
      pending={saving || actions.creating}
      problem={problem ? t(PROBLEM_KEY[problem]) : undefined}
      onClose={onClose}
      onCreate={(values) => {
        setProblem(null);
        setSaving(true);
        void saveFirst()
          .then((saved) => {
            if (saved !== 'saved') setProblem(saved);
            else actions.create(values, onClose);
          })
          .finally(() => setSaving(false));
      }}
    />
  );
}
