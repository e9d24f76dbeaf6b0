/** The end node's panel: the output variables (each a value that may refer to variables). */
import { useTranslation } from 'react-i18next';
import { ListInput, TextInput, usePanel, ValueInput } from '../../panels/fields';
import type { KindPanelProps } from '../../panels/panel-props';

export function EndPanel({ node }: KindPanelProps<'NODE_KIND_END'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  return (
    <ListInput
      title={t('fields.outputVariables')}
      field="data.outputVariables"
      items={node.data.outputVariables}
      onChange={(items) => set('outputVariables', items)}
      create={() => ({ name: '', value: '' })}
      addLabel={t('panel.addVariable')}
      renderItem={(item, i, update) => (
        <>
          <TextInput label={t('fields.name')} field={`data.outputVariables.${i}.name`} value={item.name} onChange={(name) => update({ ...item, name })} />
          <ValueInput label={t('fields.value')} field={`data.outputVariables.${i}.value`} value={item.value} onChange={(value) => update({ ...item, value })} />
        </>
      )}
    />
  );
}
