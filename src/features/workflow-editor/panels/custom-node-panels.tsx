/**
 * The panels of a project custom node and of an admin-published (shared) custom node: the node (from
 * its list call), its optional config (env) file (from the node's config files call), variable and
 * input parameters. Choosing another node clears the config file (files belong to one node).
 */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListConfigFiles } from '../../../generated/config-files/config-files';
import { useListCustomNodeConfigFiles, useListCustomNodes } from '../../../generated/custom-nodes/custom-nodes';
import { useListSharedCustomNodes } from '../../../generated/shared-custom-nodes/shared-custom-nodes';
import { ListInput, TextInput, usePanel, ValueInput } from './fields';
import { PICKER_PAGE, type KindPanelProps } from './panel-props';
import { QuerySelect, type ListQuery, type PanelThing } from './query-select';

function ParametersList({ items }: { items: { name: string; value: string }[] }) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  return (
    <ListInput
      title={t('fields.inputParameters')}
      field="data.inputParameters"
      items={items}
      onChange={(next) => set('inputParameters', next)}
      create={() => ({ name: '', value: '' })}
      addLabel={t('panel.addParameter')}
      renderItem={(item, i, update) => (
        <>
          <TextInput label={t('fields.name')} field={`data.inputParameters.${i}.name`} value={item.name} onChange={(name) => update({ ...item, name })} />
          <ValueInput label={t('fields.value')} field={`data.inputParameters.${i}.value`} value={item.value} onChange={(value) => update({ ...item, value })} />
        </>
      )}
    />
  );
}

/** The optional config file: 'None' or one of the node's files; 'Failed to fetch env file…' when the call fails. */
function ConfigFileSelect({ query, files, value }: { query: ListQuery; files: readonly { id: string; fileName: string }[]; value: string | undefined }) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  return (
    <QuerySelect
      optional
      label={t('fields.configFile')}
      field="data.configFileId"
      query={query}
      thing="envFile"
      choices={files.map((file) => ({ value: file.id, label: file.fileName }))}
      value={value}
      onChange={(v) => set('configFileId', v || undefined)}
    />
  );
}

interface Named {
  items: readonly { id: string; name: string }[];
}
interface ConfigFiles {
  items: readonly { id: string; fileName: string }[];
}

/** The fields both kinds share; `idKey` is the data key of the chosen node. */
function CustomNodeFields<K extends 'customNodeId' | 'sharedCustomNodeId'>({
  idKey,
  label,
  thing,
  nodes,
  configFiles,
  data,
}: {
  idKey: K;
  label: string;
  thing: PanelThing;
  nodes: ListQuery & { data?: Named | undefined };
  configFiles: ListQuery & { data?: ConfigFiles | undefined };
  data: Record<K, string> & { configFileId?: string; variable: string; inputParameters: { name: string; value: string }[] };
}) {
  const { t } = useTranslation('editor');
  const { set, setMany } = usePanel();
  const nodeId = data[idKey];
  return (
    <Stack spacing={2}>
      <QuerySelect
        label={label}
        field={`data.${idKey}`}
        query={nodes}
        thing={thing}
        choices={(nodes.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={nodeId}
        onChange={(v) => v !== nodeId && setMany({ [idKey]: v, configFileId: undefined })}
      />
      <ConfigFileSelect query={configFiles} files={configFiles.data?.items ?? []} value={data.configFileId} />
      <TextInput label={t('fields.variable')} field="data.variable" value={data.variable} onChange={(v) => set('variable', v)} />
      <ParametersList items={data.inputParameters} />
    </Stack>
  );
}

export function CustomNodePanel({ node, projectId }: KindPanelProps<'NODE_KIND_CUSTOM_NODE'>) {
  const { t } = useTranslation('editor');
  const d = node.data;
  const nodes = useListCustomNodes(projectId, PICKER_PAGE);
  const configFiles = useListCustomNodeConfigFiles(projectId, d.customNodeId, PICKER_PAGE, { query: { enabled: Boolean(d.customNodeId) } });
  return <CustomNodeFields idKey="customNodeId" label={t('fields.customNode')} thing="customNodes" nodes={nodes} configFiles={configFiles} data={d} />;
}

export function SharedCustomNodePanel({ node }: KindPanelProps<'NODE_KIND_SHARED_CUSTOM_NODE'>) {
  const { t } = useTranslation('editor');
  const d = node.data;
  const nodes = useListSharedCustomNodes(PICKER_PAGE);
  const configFiles = useListConfigFiles(d.sharedCustomNodeId, PICKER_PAGE, { query: { enabled: Boolean(d.sharedCustomNodeId) } });
  return <CustomNodeFields idKey="sharedCustomNodeId" label={t('fields.sharedCustomNode')} thing="sharedCustomNodes" nodes={nodes} configFiles={configFiles} data={d} />;
}
