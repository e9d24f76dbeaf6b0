/** The start node's panel: the system variables (locked) and the input variables. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SYSTEM_VARIABLES } from '../../model/variables';
import { ListInput, TextInput, usePanel } from '../../panels/fields';
import type { KindPanelProps } from '../../panels/panel-props';

export function StartPanel({ node }: KindPanelProps<'NODE_KIND_START'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="body2">{t('fields.systemVariables')}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {SYSTEM_VARIABLES.map((name) => (
            <Chip key={name} size="small" label={name} />
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t('validation.systemVariableNotDeletable')}
        </Typography>
      </div>
      <ListInput
        title={t('fields.inputVariables')}
        field="data.inputVariables"
        items={node.data.inputVariables}
        onChange={(items) => set('inputVariables', items)}
        create={() => ({ name: '', debugValue: '' })}
        addLabel={t('panel.addVariable')}
        renderItem={(item, i, update) => (
          <>
            <TextInput label={t('fields.name')} field={`data.inputVariables.${i}.name`} value={item.name} onChange={(name) => update({ ...item, name })} />
            <TextInput
              label={t('fields.debugValue')}
              field={`data.inputVariables.${i}.debugValue`}
              value={item.debugValue}
              onChange={(debugValue) => update({ ...item, debugValue })}
            />
          </>
        )}
      />
    </Stack>
  );
}
