/** The if-else node's panel: branches (if, else if …) of conditions (input variable, operator, value); ELSE when none holds. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IfElseLogicalOperator, IfElseOperator, type IfElseBranch } from '../../../../generated/model';
import { ELSE_HANDLE } from '../../model/handles';
import { operatorTakesValue } from '../../model/operators';
import { newIfElseBranch } from './model';
import { ListInput, Option, TextInput, usePanel, ValueInput } from '../../panels/fields';
import type { KindPanelProps } from '../../panels/panel-props';

const OPERATORS = Object.values(IfElseOperator);
// The keys are spelt out as types, so an operator the contract adds without a translation fails typecheck.
type OperatorName<Op> = Op extends `IF_ELSE_OPERATOR_${infer Name}` ? Lowercase<Name> : never;
type LogicalName<Op> = Op extends `IF_ELSE_LOGICAL_OPERATOR_${infer Name}` ? Lowercase<Name> : never;
const operatorKey = (op: IfElseOperator) => `operator.${op.replace('IF_ELSE_OPERATOR_', '').toLowerCase()}` as `operator.${OperatorName<IfElseOperator>}`;
const logicalKey = (op: IfElseLogicalOperator) =>
  `logical.${op.replace('IF_ELSE_LOGICAL_OPERATOR_', '').toLowerCase()}` as `logical.${LogicalName<IfElseLogicalOperator>}`;

export function IfElsePanel({ node }: KindPanelProps<'NODE_KIND_IF_ELSE'>) {
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
            <TextInput
              select
              label={t('fields.logicalOperator')}
              field={`data.branches.${b}.logicalOperator`}
              value={branch.logicalOperator}
              onChange={(v) => update({ ...branch, logicalOperator: v as IfElseLogicalOperator })}
            >
              {Object.values(IfElseLogicalOperator).map((op) => (
                <Option key={op} value={op}>
                  {t(logicalKey(op))}
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
                  <ValueInput
                    replace
                    label={t('fields.inputVariable')}
                    field={`data.branches.${b}.conditions.${i}.inputVariable`}
                    value={c.inputVariable}
                    onChange={(inputVariable) => updateCondition({ ...c, inputVariable })}
                  />
                  <TextInput
                    select
                    label={t('fields.operator')}
                    field={`data.branches.${b}.conditions.${i}.operator`}
                    value={c.operator}
                    onChange={(operator) => updateCondition({ ...c, operator: operator as IfElseOperator })}
                  >
                    {OPERATORS.map((op) => (
                      <Option key={op} value={op}>
                        {t(operatorKey(op))}
                      </Option>
                    ))}
                  </TextInput>
                  {operatorTakesValue(c.operator) && (
                    <ValueInput
                      label={t('fields.value')}
                      field={`data.branches.${b}.conditions.${i}.value`}
                      value={c.value}
                      onChange={(value) => updateCondition({ ...c, value })}
                    />
                  )}
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
