/** The LLM node's panel: model (from the models call), prompts, output variable, sampling numbers, knowledge, media URLs. */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListKnowledgeIndexes } from '../../../../generated/knowledge-indexes/knowledge-indexes';
import { useListModels } from '../../../../generated/models/models';
import { CheckInput, ListInput, NumberInput, Option, TextInput, usePanel, ValueInput } from '../../panels/fields';
import { PICKER_PAGE, type KindPanelProps } from '../../panels/panel-props';
import { FetchFailed } from '../../panels/query-select';
import { modelTokenLimitIssue } from './model';

function UrlList({ title, field, items, onChange }: { title: string; field: string; items: string[] | undefined; onChange: (items: string[]) => void }) {
  const { t } = useTranslation('editor');
  return (
    <ListInput
      title={title}
      field={field}
      items={items ?? []}
      onChange={onChange}
      create={() => ''}
      addLabel={t('panel.addUrl')}
      renderItem={(item, i, update) => <ValueInput label={t('fields.url')} field={`${field}.${i}`} value={item} onChange={update} />}
    />
  );
}

export function LlmPanel({ node, projectId }: KindPanelProps<'NODE_KIND_LLM'>) {
  const { t } = useTranslation('editor');
  const { set, readOnly } = usePanel();
  const models = useListModels(PICKER_PAGE);
  const indexes = useListKnowledgeIndexes(projectId, PICKER_PAGE);
  const d = node.data;
  const knowledge = d.knowledge ?? [];
  const model = models.data?.items.find((m) => m.id === d.modelId);
  return (
    <Stack spacing={2}>
      {models.isError ? (
        <Alert severity="warning">{t('fields.modelUnavailable')}</Alert>
      ) : (
        <TextInput select label={t('fields.model')} field="data.modelId" value={models.data ? d.modelId : ''} onChange={(v) => set('modelId', v)}>
          {(models.data?.items ?? []).map((m) => (
            <Option key={m.id} value={m.id} disabled={!m.available}>
              {m.displayName}
            </Option>
          ))}
        </TextInput>
      )}
      <ValueInput multiline label={t('fields.prompt')} field="data.prompt" value={d.prompt} onChange={(v) => set('prompt', v)} />
      <ValueInput multiline label={t('fields.systemPrompt')} field="data.systemPrompt" value={d.systemPrompt} onChange={(v) => set('systemPrompt', v)} />
      <TextInput label={t('fields.outputVariable')} field="data.outputVariable" value={d.outputVariable} onChange={(v) => set('outputVariable', v)} />
      <NumberInput label={t('fields.temperature')} field="data.temperature" value={d.temperature} step={0.1} onChange={(v) => set('temperature', v)} />
      <NumberInput
        label={t('fields.maxTokens')}
        field="data.maxTokens"
        value={d.maxTokens}
        onChange={(v) => set('maxTokens', v)}
        extraIssue={modelTokenLimitIssue(node, model)}
      />
      <NumberInput label={t('fields.topP')} field="data.topP" value={d.topP} step={0.05} onChange={(v) => set('topP', v)} />
      {indexes.isError ? (
        <FetchFailed thing="indexes" onRetry={() => void indexes.refetch()} />
      ) : (
        <TextInput
          select
          label={t('fields.knowledge')}
          field="data.knowledge"
          value={undefined}
          onChange={(id) => !knowledge.includes(id) && set('knowledge', [...knowledge, id])}
          helperText={knowledge.join(', ')}
        >
          {(indexes.data?.items ?? []).map((index) => (
            <Option key={index.id} value={index.id}>
              {index.name}
            </Option>
          ))}
        </TextInput>
      )}
      {knowledge.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {knowledge.map((id) => (
            <Chip
              key={id}
              size="small"
              label={indexes.data?.items.find((i) => i.id === id)?.name ?? id}
              onDelete={
                readOnly
                  ? undefined
                  : () =>
                      set(
                        'knowledge',
                        knowledge.filter((k) => k !== id),
                      )
              }
            />
          ))}
        </Stack>
      )}
      <CheckInput label={t('fields.jsonMode')} value={d.jsonMode} onChange={(v) => set('jsonMode', v)} />
      <CheckInput label={t('fields.useContext')} value={d.useContext} onChange={(v) => set('useContext', v)} />
      <UrlList title={t('fields.imageUrls')} field="data.imageUrls" items={d.imageUrls} onChange={(v) => set('imageUrls', v)} />
      <UrlList title={t('fields.videoUrls')} field="data.videoUrls" items={d.videoUrls} onChange={(v) => set('videoUrls', v)} />
      <UrlList title={t('fields.audioUrls')} field="data.audioUrls" items={d.audioUrls} onChange={(v) => set('audioUrls', v)} />
      <UrlList title={t('fields.fileUrls')} field="data.fileUrls" items={d.fileUrls} onChange={(v) => set('fileUrls', v)} />
    </Stack>
  );
}
