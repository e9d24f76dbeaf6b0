import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchMultiPicker, useSearchText } from '../../../components/form/search-multi-picker';
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
  const { input, setInput, search } = useSearchText();
  const tools = useListTools(projectId, { pageSize: TOOLS_PAGE, ...(search ? { name: search } : {}) }, { query: { placeholderData: keepPreviousData } });
  const options: AgentToolRef[] = (tools.data?.items ?? []).map(({ id, name, displayName, type }) => ({ id, name, displayName, type }));
  const typeLabel = (tool: AgentToolRef) => t(`toolTypes.${tool.type}`);
  const selected = useWatch<AgentFormValues, 'tools'>({ name: 'tools' });

  return (
    <SearchMultiPicker<AgentToolRef>
      name="tools"
      label={t('fields.tools')}
      required
      helperText={`${t('fields.toolsHelp', { max: AGENT_TOOLS_MAX })} ${t('dialog.selected', { count: selected.length, max: AGENT_TOOLS_MAX })}`}
      options={options}
      loading={tools.isFetching}
      loadingText={t('dialog.searching')}
      noOptionsText={tools.isError ? mutationFailedMessage(i18n.t, 'fetch', t('things.tools')) : t('dialog.noTools')}
      input={input}
      onInputChange={setInput}
      getOptionLabel={(tool) => tool.displayName}
      chipLabel={(tool) => `${tool.displayName} · ${typeLabel(tool)}`}
      renderOptionDetail={(tool) => (
        <>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {tool.name}
          </Typography>
          <Chip size="small" variant="outlined" label={typeLabel(tool)} />
        </>
      )}
    />
  );
}
