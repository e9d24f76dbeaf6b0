/**
 * The database node's panel: variable, connection (the project's database connections), query, bind
 * variables. The bind variable types offered are the chosen connection's database's, and the type is
 * detected as the value changes (CLOB for a string over 4000 characters on an Oracle connection, §5 §9);
 * choosing a connection of the other database turns each bind variable's type into its counterpart.
 */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListDatabaseConnections } from '../../../../generated/database-connections/database-connections';
import { GraphBindVariableType } from '../../../../generated/model';
import { bindTypesFor, detectBindVariableType, detectBindVariableTypes } from '../../model/bind-variable-types';
import { ListInput, Option, TextInput, usePanel, ValueInput } from '../../panels/fields';
import { PICKER_PAGE, type KindPanelProps } from '../../panels/panel-props';
import { QuerySelect } from '../../panels/query-select';

const bindLabel = (type: string) => type.replace('BIND_VARIABLE_TYPE_', '');

export function DatabasePanel({ node, projectId }: KindPanelProps<'NODE_KIND_DATABASE'>) {
  const { t } = useTranslation('editor');
  const { set, setMany } = usePanel();
  const connections = useListDatabaseConnections(projectId, PICKER_PAGE);
  const d = node.data;
  const databaseOf = (id: string) => connections.data?.items.find((connection) => connection.id === id)?.type;
  const database = databaseOf(d.connectionId);
  const offered = bindTypesFor(database);
  const chooseConnection = (connectionId: string) => {
    const bindVariables = detectBindVariableTypes(d.bindVariables, databaseOf(connectionId));
    if (bindVariables === d.bindVariables) set('connectionId', connectionId);
    else setMany({ connectionId, bindVariables: [...bindVariables] });
  };
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
        onChange={chooseConnection}
      />
      <TextInput multiline label={t('fields.query')} field="data.query" value={d.query} onChange={(v) => set('query', v)} />
      <ListInput
        title={t('fields.bindVariables')}
        field="data.bindVariables"
        items={d.bindVariables}
        onChange={(items) => set('bindVariables', items)}
        create={() => ({
          name: '',
          value: '',
          type: database === 'DB_TYPE_BIGQUERY' ? GraphBindVariableType.BIND_VARIABLE_TYPE_STRING : GraphBindVariableType.BIND_VARIABLE_TYPE_VARCHAR2,
        })}
        addLabel={t('panel.addBindVariable')}
        renderItem={(item, i, update) => (
          <>
            <TextInput label={t('fields.name')} field={`data.bindVariables.${i}.name`} value={item.name} onChange={(name) => update({ ...item, name })} />
            {/* The type follows the value: CLOB for strings over 4000 characters on Oracle (§5). */}
            <ValueInput
              label={t('fields.value')}
              field={`data.bindVariables.${i}.value`}
              value={item.value}
              onChange={(value) => update({ ...item, value, type: detectBindVariableType({ type: item.type, value }, database) })}
            />
            <TextInput
              select
              label={t('fields.type')}
              field={`data.bindVariables.${i}.type`}
              value={item.type}
              onChange={(type) => update({ ...item, type: type as GraphBindVariableType })}
            >
              {(offered.includes(item.type) ? offered : [item.type, ...offered]).map((type) => (
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
