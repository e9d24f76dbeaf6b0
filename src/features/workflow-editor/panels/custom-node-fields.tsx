/**
 * The fields the panels of a project custom node and of an admin-published (shared) custom node share
 * (kinds/custom-node/panel.tsx, kinds/shared-custom-node/panel.tsx): the node (from its list call), its
 * optional config (env) file (from the node's config files call), variable and input parameters (the
 * ones the node declares, from its input parameters call). Choosing another node clears the config file
 * (files belong to one node); values entered for the other node's parameters stay, marked as not
 * declared, until removed.
 */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TextInput, usePanel } from './fields';
import { InputParametersField, type InputParametersQuery } from './input-parameters-field';
import { QuerySelect, type ListQuery, type PanelThing } from './query-select';

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
export function CustomNodeFields<K extends 'customNodeId' | 'sharedCustomNodeId'>({
  idKey,
  label,
  thing,
  nodes,
  configFiles,
  inputParameters,
  data,
}: {
  idKey: K;
  label: string;
  thing: PanelThing;
  nodes: ListQuery & { data?: Named | undefined };
  configFiles: ListQuery & { data?: ConfigFiles | undefined };
  inputParameters: InputParametersQuery;
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
      <InputParametersField query={inputParameters} saved={data.inputParameters} />
    </Stack>
  );
}
