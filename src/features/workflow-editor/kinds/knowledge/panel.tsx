/** The knowledge node's panel: index (from the indexes call), query, number of documents, minimum score. */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListKnowledgeIndexes } from '../../../../generated/knowledge-indexes/knowledge-indexes';
import { NumberInput, usePanel, ValueInput } from '../../panels/fields';
import { PICKER_PAGE, type KindPanelProps } from '../../panels/panel-props';
import { QuerySelect } from '../../panels/query-select';

export function KnowledgePanel({ node, projectId }: KindPanelProps<'NODE_KIND_KNOWLEDGE'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const indexes = useListKnowledgeIndexes(projectId, PICKER_PAGE);
  const d = node.data;
  return (
    <Stack spacing={2}>
      <QuerySelect
        label={t('fields.index')}
        field="data.indexId"
        query={indexes}
        thing="indexes"
        choices={(indexes.data?.items ?? []).map((index) => ({ value: index.id, label: index.name }))}
        value={d.indexId}
        onChange={(v) => set('indexId', v)}
      />
      <ValueInput label={t('fields.query')} field="data.query" value={d.query} onChange={(v) => set('query', v)} />
      <NumberInput
        label={t('fields.numberOfDocuments')}
        field="data.numberOfDocuments"
        value={d.numberOfDocuments}
        onChange={(v) => set('numberOfDocuments', v)}
      />
      <NumberInput label={t('fields.minimumScore')} field="data.minimumScore" value={d.minimumScore} step={0.05} onChange={(v) => set('minimumScore', v)} />
    </Stack>
  );
}
