/** The database node's panel: variable, connection (from the connections call), query, bind variables (CLOB over 4000 characters). */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListDatabaseConnections } from '../../../generated/database-connections/database-connections';
import { GraphBindVariableType } from '../../../generated/model';
import { autoBindVariableType } from '../model/validation';
import { ListInput, Option, TextInput, usePanel, ValueInput } from './fields';
import { PICKER_PAGE, type KindPanelProps } from './panel-props';
import { QuerySelect } from './query-select';

const BIND_TYPES = Object.values(GraphBindVariableType);
const bindLabel = (type: string) => type.replace('BIND_VARIABLE_TYPE_', '');

export function DatabasePanel({ node, projectId }: KindPanelProps<'NODE_KIND_DATABASE'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const connections = useListDatabaseConnections(projectId, PICKER_PAGE);
  const d = node.data;
  return (
    <Stack spacing={2}>
      <TextInput label={t('fields.variable')} field="data.variable" value={d.variable} onChange={(v) => set('variable', v)} />
      <QuerySelect
        label={t('fields.connection')}
        field="data.connectionId"
        query={connections}
        thing="databaseConnections"
        choices={(connections.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={d.connectionId}
        onChange={(v) => set('connectionId', v)}
      />
      <TextInput multiline label={t('fields.query')} field="data.query" value={d.query} onChange={(v) => set('query', v)} />
      <ListInput
        title={t('fields.bindVariables')}
        field="data.bindVariables"
        items={d.bindVariables}
        onChange={(items) => set('bindVariables', items)}
        create={() => ({ name: '', value: '', type: GraphBindVariableType.BIND_VARIABLE_TYPE_VARCHAR2 })}
        addLabel={t('panel.addBindVariable')}
        renderItem={(item, i, update) => (
          <>
            <TextInput label={t('fields.name')} field={`data.bindVariables.${i}.name`} value={item.name} onChange={(name) => update({ ...item, name })} />
            {/* CLOB is picked automatically for strings over 4000 characters (§5). */}
            <ValueInput label={t('fields.value')} field={`data.bindVariables.${i}.value`} value={item.value} onChange={(value) => update({ ...item, value, type: autoBindVariableType({ type: item.type, value }) })} />
            <TextInput select label={t('fields.type')} field={`data.bindVariables.${i}.type`} value={item.type} onChange={(type) => update({ ...item, type: type as GraphBindVariableType })}>
              {BIND_TYPES.map((type) => (
                <Option key={type} value={type}>
                  {bindLabel(type)}
                </Option>
              ))}
            </TextInput>
          </>
        )}
      />
    </Stack>
  );
}
