/** The workflow node's panel: the called workflow (from the selection call), its API version, variable, useContext. */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListWorkflowsForSelection } from '../../../../generated/workflows/workflows';
import { CheckInput, Option, TextInput, usePanel } from '../../panels/fields';
import { PICKER_PAGE, type KindPanelProps } from '../../panels/panel-props';
import { QuerySelect } from '../../panels/query-select';

export function WorkflowPanel({ node, projectId }: KindPanelProps<'NODE_KIND_WORKFLOW'>) {
  const { t } = useTranslation('editor');
  const { set, setMany } = usePanel();
  const workflows = useListWorkflowsForSelection(projectId, PICKER_PAGE);
  const d = node.data;
  const selected = workflows.data?.items.find((w) => w.id === d.workflowId);
  const versions = selected?.versions ?? [];
  // A version the called workflow no longer publishes stays visible (and can be changed).
  const unknownVersion = selected && d.version && !versions.some((v) => v.name === d.version);
  return (
    <Stack spacing={2}>
      <QuerySelect
        label={t('fields.workflow')}
        field="data.workflowId"
        query={workflows}
        thing="workflows"
        choices={(workflows.data?.items ?? []).map((w) => ({ value: w.id, label: w.name }))}
        value={d.workflowId}
        // Another workflow's versions differ: the version is chosen again.
        onChange={(v) => v !== d.workflowId && setMany({ workflowId: v, version: '' })}
      />
      <TextInput select={Boolean(selected)} label={t('fields.version')} field="data.version" value={d.version} onChange={(v) => set('version', v)}>
        {unknownVersion && <Option value={d.version}>{d.version}</Option>}
        {versions.map((v) => (
          <Option key={v.id} value={v.name}>
            {v.name}
          </Option>
        ))}
      </TextInput>
      <TextInput label={t('fields.variable')} field="data.variable" value={d.variable} onChange={(v) => set('variable', v)} />
      <CheckInput label={t('fields.useContext')} value={d.useContext} onChange={(v) => set('useContext', v)} />
    </Stack>
  );
}
