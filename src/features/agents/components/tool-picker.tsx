import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/search-field';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import type { AgentToolRef } from '../../../generated/model';
import { useListTools } from '../../../generated/tools/tools';
import { AGENT_TOOLS_MAX, type AgentFormValues } from '../forms';

/** Tools searched per keystroke (the largest page the contract serves). */
const TOOLS_PAGE = 100;

/**
 * The agent's tools: one search over every type (published workflows, custom nodes, shared custom
 * nodes) by display or internal name on the server, each option with its type; as many as the
 * contract allows, which the field states.
 */
export function ToolPicker({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('agents');
  const { field, fieldState } = useController<AgentFormValues, 'tools'>({ name: 'tools' });
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const tools = useListTools(projectId, { pageSize: TOOLS_PAGE, ...(search ? { name: search } : {}) }, { query: { placeholderData: keepPreviousData } });
  const options: AgentToolRef[] = (tools.data?.items ?? []).map(({ id, name, displayName, type }) => ({ id, name, displayName, type }));
  const typeLabel = (tool: AgentToolRef) => t(`toolTypes.${tool.type}`);
  const selected = field.value;

  return (
    <Autocomplete<AgentToolRef, true>
      multiple
      options={options}
      value={selected}
      filterOptions={(all) => all}
      filterSelectedOptions
      disableCloseOnSelect
      autoHighlight
      getOptionLabel={(tool) => tool.displayName}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={tools.isFetching}
      loadingText={t('dialog.searching')}
      noOptionsText={tools.isError ? mutationFailedMessage(i18n.t, 'fetch', t('things.tools')) : t('dialog.noTools')}
      inputValue={input}
      onInputChange={(_event, text, reason) => reason !== 'reset' && setInput(text)}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, tool) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <span>{tool.displayName}</span>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {tool.name}
          </Typography>
          <Chip size="small" variant="outlined" label={typeLabel(tool)} sx={{ ml: 'auto' }} />
        </Box>
      )}
      renderValue={(value, getItemProps) =>
        value.map((tool, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={`${tool.displayName} · ${typeLabel(tool)}`} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('fields.tools')}
          required
          margin="normal"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? `${t('fields.toolsHelp', { max: AGENT_TOOLS_MAX })} ${t('dialog.selected', { count: selected.length, max: AGENT_TOOLS_MAX })}`}
        />
      )}
    />
  );
}
