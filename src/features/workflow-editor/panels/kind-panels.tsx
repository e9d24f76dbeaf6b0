/** The panel of each kind with every field of §3 (a registry by kind, like the canvas's nodeTypes). */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCustomNodes } from '../../../generated/custom-nodes/custom-nodes';
import { useListDatabaseConnections } from '../../../generated/database-connections/database-connections';
import { useListKnowledgeIndexes } from '../../../generated/knowledge-indexes/knowledge-indexes';
import { useListConfigFiles } from '../../../generated/config-files/config-files';
import { GraphBindVariableType, IfElseLogicalOperator, IfElseOperator, type IfElseBranch, type NodeKind } from '../../../generated/model';
import { useListModels } from '../../../generated/models/models';
import { useListSharedCustomNodes } from '../../../generated/shared-custom-nodes/shared-custom-nodes';
import { useListWorkflowsForSelection } from '../../../generated/workflows/workflows';
import type { NodeOfKind } from '../model/graph-types';
import { ELSE_HANDLE, newIfElseBranch, SYSTEM_VARIABLES } from '../model/node-registry';
import { autoBindVariableType } from '../model/validation';
import { CheckInput, ListInput, NumberInput, Option, TextInput, usePanel, ValueInput } from './fields';

const PAGE = { pageSize: 100 };
const OPERATORS = Object.values(IfElseOperator);
const NO_VALUE = new Set<string>([IfElseOperator.IF_ELSE_OPERATOR_IS_EMPTY, IfElseOperator.IF_ELSE_OPERATOR_IS_NOT_EMPTY]);
const opKey = (op: string) => `operator.${op.replace('IF_ELSE_OPERATOR_', '').toLowerCase()}`;
const bindKey = (type: string) => type.replace('BIND_VARIABLE_TYPE_', '');

export interface KindPanelProps<K extends NodeKind> {
  node: NodeOfKind<K>;
  projectId: string;
}

function StartPanel({ node }: KindPanelProps<'NODE_KIND_START'>) {
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
            <TextInput label={t('fields.debugValue')} field={`data.inputVariables.${i}.debugValue`} value={item.debugValue} onChange={(debugValue) => update({ ...item, debugValue })} />
          </>
        )}
      />
    </Stack>
  );
}

function EndPanel({ node }: KindPanelProps<'NODE_KIND_END'>) {
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

function LlmPanel({ node, projectId }: KindPanelProps<'NODE_KIND_LLM'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const models = useListModels(PAGE);
  const indexes = useListKnowledgeIndexes(projectId, PAGE);
  const d = node.data;
  return (
    <Stack spacing={2}>
      {models.isError ? (
        <Alert severity="warning">{t('fields.modelUnavailable')}</Alert>
      ) : (
        <TextInput select label={t('fields.model')} field="data.modelId" value={models.data ? d.modelId : ''} onChange={(v) => set('modelId', v)}>
          {(models.data?.items ?? []).map((model) => (
            <Option key={model.id} value={model.id} disabled={!model.available}>
              {model.displayName}
            </Option>
          ))}
        </TextInput>
      )}
      <ValueInput multiline label={t('fields.prompt')} field="data.prompt" value={d.prompt} onChange={(v) => set('prompt', v)} />
      <ValueInput multiline label={t('fields.systemPrompt')} field="data.systemPrompt" value={d.systemPrompt} onChange={(v) => set('systemPrompt', v)} />
      <TextInput label={t('fields.outputVariable')} field="data.outputVariable" value={d.outputVariable} onChange={(v) => set('outputVariable', v)} />
      <NumberInput label={t('fields.temperature')} field="data.temperature" value={d.temperature} step={0.1} onChange={(v) => set('temperature', v)} />
      <NumberInput label={t('fields.maxTokens')} field="data.maxTokens" value={d.maxTokens} onChange={(v) => set('maxTokens', v)} />
      <NumberInput label={t('fields.topP')} field="data.topP" value={d.topP} step={0.05} onChange={(v) => set('topP', v)} />
      <TextInput
        select
        label={t('fields.knowledge')}
        field="data.knowledge"
        value={undefined}
        onChange={(id) => !(d.knowledge ?? []).includes(id) && set('knowledge', [...(d.knowledge ?? []), id])}
        helperText={(d.knowledge ?? []).join(', ')}
      >
        {(indexes.data?.items ?? []).map((index) => (
          <Option key={index.id} value={index.id}>
            {index.name}
          </Option>
        ))}
      </TextInput>
      {(d.knowledge ?? []).length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {(d.knowledge ?? []).map((id) => (
            <Chip key={id} size="small" label={indexes.data?.items.find((i) => i.id === id)?.name ?? id} onDelete={() => set('knowledge', (d.knowledge ?? []).filter((k) => k !== id))} />
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

function KnowledgePanel({ node, projectId }: KindPanelProps<'NODE_KIND_KNOWLEDGE'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const indexes = useListKnowledgeIndexes(projectId, PAGE);
  const d = node.data;
  return (
    <Stack spacing={2}>
      <TextInput select label={t('fields.index')} field="data.indexId" value={indexes.data ? d.indexId : ''} onChange={(v) => set('indexId', v)}>
        {(indexes.data?.items ?? []).map((index) => (
          <Option key={index.id} value={index.id}>
            {index.name}
          </Option>
        ))}
      </TextInput>
      <ValueInput label={t('fields.query')} field="data.query" value={d.query} onChange={(v) => set('query', v)} />
      <NumberInput label={t('fields.numberOfDocuments')} field="data.numberOfDocuments" value={d.numberOfDocuments} onChange={(v) => set('numberOfDocuments', v)} />
      <NumberInput label={t('fields.minimumScore')} field="data.minimumScore" value={d.minimumScore} step={0.05} onChange={(v) => set('minimumScore', v)} />
    </Stack>
  );
}

function DatabasePanel({ node, projectId }: KindPanelProps<'NODE_KIND_DATABASE'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const connections = useListDatabaseConnections(projectId, PAGE);
  const d = node.data;
  return (
    <Stack spacing={2}>
      <TextInput label={t('fields.variable')} field="data.variable" value={d.variable} onChange={(v) => set('variable', v)} />
      <TextInput select label={t('fields.connection')} field="data.connectionId" value={connections.data ? d.connectionId : ''} onChange={(v) => set('connectionId', v)}>
        {(connections.data?.items ?? []).map((c) => (
          <Option key={c.id} value={c.id}>
            {c.name}
          </Option>
        ))}
      </TextInput>
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
              {Object.values(GraphBindVariableType).map((type) => (
                <Option key={type} value={type}>
                  {bindKey(type)}
                </Option>
              ))}
            </TextInput>
          </>
        )}
      />
    </Stack>
  );
}

function IfElsePanel({ node }: KindPanelProps<'NODE_KIND_IF_ELSE'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const branches = node.data.branches;
  return (
    <Stack spacing={2}>
      <ListInput<IfElseBranch>
        title={t('fields.branches')}
        field="data.branches"
        items={branches}
        onChange={(items) => set('branches', items)}
        create={() => newIfElseBranch(new Set([ELSE_HANDLE, ...branches.map((b) => b.id)]))}
        addLabel={t('panel.addBranch')}
        renderItem={(branch, b, update) => (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {b === 0 ? t('handle.if') : t('handle.elseIf')} ({branch.id})
            </Typography>
            <TextInput select label={t('fields.logicalOperator')} field={`data.branches.${b}.logicalOperator`} value={branch.logicalOperator} onChange={(v) => update({ ...branch, logicalOperator: v as IfElseLogicalOperator })}>
              {Object.values(IfElseLogicalOperator).map((op) => (
                <Option key={op} value={op}>
                  {t(`logical.${op.replace('IF_ELSE_LOGICAL_OPERATOR_', '').toLowerCase()}`)}
                </Option>
              ))}
            </TextInput>
            <ListInput
              title={t('fields.conditions')}
              field={`data.branches.${b}.conditions`}
              items={branch.conditions}
              onChange={(conditions) => update({ ...branch, conditions })}
              create={() => ({ inputVariable: '', operator: IfElseOperator.IF_ELSE_OPERATOR_EQUALS, value: '' })}
              addLabel={t('panel.addCondition')}
              renderItem={(c, i, updateCondition) => (
                <>
                  <ValueInput replace label={t('fields.inputVariable')} field={`data.branches.${b}.conditions.${i}.inputVariable`} value={c.inputVariable} onChange={(inputVariable) => updateCondition({ ...c, inputVariable })} />
                  <TextInput select label={t('fields.operator')} field={`data.branches.${b}.conditions.${i}.operator`} value={c.operator} onChange={(operator) => updateCondition({ ...c, operator: operator as IfElseOperator })}>
                    {OPERATORS.map((op) => (
                      <Option key={op} value={op}>
                        {t(opKey(op))}
                      </Option>
                    ))}
                  </TextInput>
                  {!NO_VALUE.has(c.operator) && <ValueInput label={t('fields.value')} field={`data.branches.${b}.conditions.${i}.value`} value={c.value} onChange={(value) => updateCondition({ ...c, value })} />}
                </>
              )}
            />
          </>
        )}
      />
      <Typography variant="body2" color="text.secondary">
        {t('panel.elseBranch')}
      </Typography>
    </Stack>
  );
}

function WorkflowPanel({ node, projectId }: KindPanelProps<'NODE_KIND_WORKFLOW'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const workflows = useListWorkflowsForSelection(projectId, PAGE);
  const d = node.data;
  const selected = workflows.data?.items.find((w) => w.id === d.workflowId);
  return (
    <Stack spacing={2}>
      <TextInput select label={t('fields.workflow')} field="data.workflowId" value={workflows.data ? d.workflowId : ''} onChange={(v) => set('workflowId', v)}>
        {(workflows.data?.items ?? []).map((w) => (
          <Option key={w.id} value={w.id}>
            {w.name}
          </Option>
        ))}
      </TextInput>
      <TextInput select={Boolean(selected)} label={t('fields.version')} field="data.version" value={d.version} onChange={(v) => set('version', v)}>
        {(selected?.versions ?? []).map((v) => (
          <Option key={v.id} value={v.name}>
            {v.name}
          </Option>
        ))}
      </TextInput>
      <TextInput label={t('fields.variable')} field="data.variable" value={d.variable} onChange={(v) => set('variable', v)} />
      <CheckInput label={t('fields.useContext')} value={d.useContext} onChange={(v) => set('useContext', v)} />
    </Stack>
  );
}

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

function CustomNodePanel({ node, projectId }: KindPanelProps<'NODE_KIND_CUSTOM_NODE'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const customNodes = useListCustomNodes(projectId, PAGE);
  const d = node.data;
  return (
    <Stack spacing={2}>
      <TextInput select label={t('fields.customNode')} field="data.customNodeId" value={customNodes.data ? d.customNodeId : ''} onChange={(v) => set('customNodeId', v)}>
        {(customNodes.data?.items ?? []).map((c) => (
          <Option key={c.id} value={c.id}>
            {c.name}
          </Option>
        ))}
      </TextInput>
      <TextInput label={t('fields.configFile')} field="data.configFileId" value={d.configFileId} onChange={(v) => set('configFileId', v || undefined)} />
      <TextInput label={t('fields.variable')} field="data.variable" value={d.variable} onChange={(v) => set('variable', v)} />
      <ParametersList items={d.inputParameters} />
    </Stack>
  );
}

function SharedCustomNodePanel({ node }: KindPanelProps<'NODE_KIND_SHARED_CUSTOM_NODE'>) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const shared = useListSharedCustomNodes(PAGE);
  const d = node.data;
  const configFiles = useListConfigFiles(d.sharedCustomNodeId, PAGE, { query: { enabled: Boolean(d.sharedCustomNodeId) } });
  return (
    <Stack spacing={2}>
      <TextInput select label={t('fields.sharedCustomNode')} field="data.sharedCustomNodeId" value={shared.data ? d.sharedCustomNodeId : ''} onChange={(v) => set('sharedCustomNodeId', v)}>
        {(shared.data?.items ?? []).map((c) => (
          <Option key={c.id} value={c.id}>
            {c.name}
          </Option>
        ))}
      </TextInput>
      <TextInput select label={t('fields.configFile')} field="data.configFileId" value={configFiles.data ? (d.configFileId ?? '') : ''} onChange={(v) => set('configFileId', v || undefined)}>
        <Option value="">{t('fields.none')}</Option>
        {(configFiles.data?.items ?? []).map((c) => (
          <Option key={c.id} value={c.id}>
            {c.fileName}
          </Option>
        ))}
      </TextInput>
      <TextInput label={t('fields.variable')} field="data.variable" value={d.variable} onChange={(v) => set('variable', v)} />
      <ParametersList items={d.inputParameters} />
    </Stack>
  );
}

type AnyPanel = ComponentType<{ node: never; projectId: string }>;

export const kindPanels: Record<NodeKind, AnyPanel> = {
  NODE_KIND_START: StartPanel as AnyPanel,
  NODE_KIND_END: EndPanel as AnyPanel,
  NODE_KIND_LLM: LlmPanel as AnyPanel,
  NODE_KIND_KNOWLEDGE: KnowledgePanel as AnyPanel,
  NODE_KIND_DATABASE: DatabasePanel as AnyPanel,
  NODE_KIND_IF_ELSE: IfElsePanel as AnyPanel,
  NODE_KIND_WORKFLOW: WorkflowPanel as AnyPanel,
  NODE_KIND_CUSTOM_NODE: CustomNodePanel as AnyPanel,
  NODE_KIND_SHARED_CUSTOM_NODE: SharedCustomNodePanel as AnyPanel,
};
