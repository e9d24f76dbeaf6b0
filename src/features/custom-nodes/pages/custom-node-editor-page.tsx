import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useZodForm } from '../../../components/form/use-zod-form';
import { UnsavedChangesPrompt } from '../../../components/leave-prompt';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { ErrorState, LoadingState } from '../../../components/states';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { getUpdateCustomNodeMutationOptions, useGetCustomNode } from '../../../generated/custom-nodes/custom-nodes';
import type { CustomNode } from '../../../generated/model';
import { useProjectId } from '../../../lib/use-project-id';
import { AuthenticationTab } from '../auth/authentication-tab';
import { CodeTab } from '../components/code-tab';
import { ConfigTab } from '../components/config-tab';
import { useExportCustomNode } from '../components/export-action';
import { formValuesOf, nodeFormSchema, type NodeFormValues, writeOf } from '../forms';
import { PreviewPanel } from '../preview/preview-panel';
import { AREA_ICONS } from '../../../components/areas/area-icons';
import { PageHeader } from '../../../components/page-header/page-header';

const TABS = ['config', 'code', 'auth'] as const;
type EditorTab = (typeof TABS)[number];
const tabOf = (value: string | null): EditorTab => ((TABS as readonly string[]).includes(value ?? '') ? (value as EditorTab) : 'config');

/** Which tab holds the first invalid field (a failed save opens it). */
function tabWithError(errors: FieldErrors<NodeFormValues>): EditorTab {
  if (errors.name || errors.description || errors.outputVariable || errors.parameters) return 'config';
  if (errors.code) return 'code';
  return 'auth';
}

function Editor({ projectId, node }: { projectId: string; node: CustomNode }) {
  const { t, i18n } = useTranslation('customNodes');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const setTab = (next: EditorTab) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === 'config') changed.delete('tab');
      else changed.set('tab', next);
      return changed;
    });
  const form = useZodForm(
    useMemo(() => nodeFormSchema(i18n.t), [i18n]),
    formValuesOf(node),
  );
  const dirty = form.formState.isDirty;
  const exportNode = useExportCustomNode(projectId);
  const save = useToastMutation(getUpdateCustomNodeMutationOptions(), {
    verb: 'save',
    thing: t('things.node'),
    name: (saved) => saved.name,
  });
  const submit = form.handleSubmit(
    (values) => save.mutate({ projectId, customNodeId: node.id, data: writeOf(values) }, { onSuccess: (saved) => form.reset(formValuesOf(saved)) }),
    (errors) => setTab(tabWithError(errors)),
  );
  const name = form.watch('name');
  const formId = useId();
  const tabLabel = (key: EditorTab, label: string) => {
    const errors = form.formState.errors;
    const invalid =
      key === 'config'
        ? Boolean(errors.name || errors.description || errors.outputVariable || errors.parameters)
        : key === 'code'
          ? Boolean(errors.code)
          : Boolean(errors.authentication);
    return invalid ? `${label} ⚠` : label;
  };

  return (
    <FormProvider {...form}>
      <UnsavedChangesPrompt unsaved={dirty && !save.isPending} message={t('editor.leavePrompt')} />
      <Box>
        <PageHeader
          icon={AREA_ICONS.customNodes}
          title={name || node.name}
          meta={
            <Typography variant="body2" color={dirty ? 'warning.main' : 'text.secondary'} role="status">
              {dirty ? t('editor.unsaved') : t('editor.saved')}
            </Typography>
          }
          actions={
            <>
              <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => exportNode(node)}>
                {t('actions.export')}
              </Button>
              <Button type="submit" form={formId} variant="contained" startIcon={<SaveOutlinedIcon />} loading={save.isPending} disabled={!dirty}>
                {t('editor.save')}
              </Button>
            </>
          }
        />
        {save.isError && (
          <Typography color="error" role="alert" sx={{ mb: 1 }}>
            {mutationFailedMessage(i18n.t, 'save', t('things.node'), save.error)}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 400px' }, gap: 3, alignItems: 'start' }}>
          {/* The node's form; the preview beside it has a form of its own (forms do not nest). */}
          <Box component="form" id={formId} noValidate onSubmit={(event) => void submit(event)} aria-label={t('editor.formLabel')} sx={{ minWidth: 0 }}>
            <Tabs
              value={tab}
              onChange={(_e, next: EditorTab) => setTab(next)}
              aria-label={t('editor.tabsLabel')}
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
            >
              <Tab value="config" label={tabLabel('config', t('editor.tabs.config'))} />
              <Tab value="code" label={tabLabel('code', t('editor.tabs.code'))} />
              <Tab value="auth" label={tabLabel('auth', t('editor.tabs.auth'))} />
            </Tabs>
            <Box role="tabpanel" aria-label={t(`editor.tabs.${tab}`)}>
              {tab === 'config' && <ConfigTab />}
              {tab === 'code' && <CodeTab />}
              {tab === 'auth' && <AuthenticationTab projectId={projectId} customNodeId={node.id} dirty={form.getFieldState('authentication').isDirty} />}
            </Box>
          </Box>
          <PreviewPanel projectId={projectId} customNodeId={node.id} savedParameters={node.parameters} />
        </Box>
      </Box>
    </FormProvider>
  );
}

/**
 * A custom node's editor (route custom-nodes/:customNodeId, the tab in the URL): Config, Code (Monaco,
 * Python) and Authentication, Save (leaving with unsaved changes asks first), Export; the preview beside it
 * runs the node with the editor's code.
 */
export function CustomNodeEditorPage() {
  const { t, i18n } = useTranslation('customNodes');
  const projectId = useProjectId();
  const customNodeId = useParams().customNodeId ?? '';
  const node = useGetCustomNode(projectId, customNodeId);
  const refused = refusedLoad(node);
  if (refused) return <AccessDeniedPage error={refused} />;
  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1600, mx: 'auto' }}>
      {node.isPending && <LoadingState />}
      {node.isError && !node.data && <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.node'))} onRetry={() => void node.refetch()} />}
      {node.data && <Editor key={node.data.id} projectId={projectId} node={node.data} />}
    </Box>
  );
}
