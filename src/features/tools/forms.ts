/** The tool dialog's form: the contract's limits (generated zod) with the spec's translated messages (§5). */
import { z } from 'zod';
import { requiredText } from '../../components/form/zod-messages';
import {
  createToolBodyOneDescriptionMax,
  createToolBodyOneDisplayNameMax,
  createToolBodyOneInputSchemaMax,
  createToolBodyOneNameMax,
  createToolBodyOneNameRegExp,
} from '../../generated/tools/tools.zod';
import type { Translate } from '../../lib/translate';
import { checkSchemaText, type SchemaProblem } from './json-schema-check';
import { SOURCE_FIELDS, TOOL_TYPES, type ToolFormValues } from './tool-types';

export const TOOL_NAME_MAX = createToolBodyOneNameMax;
export const TOOL_SCHEMA_MAX = createToolBodyOneInputSchemaMax;

/** The sentence for a schema problem, e.g. 'The input schema is not valid JSON (line 3)'. */
export function schemaProblemMessage(t: Translate, problem: SchemaProblem, which: 'inputSchema' | 'outputSchema'): string {
  const label = t(`tools:labels.${which}`);
  switch (problem.kind) {
    case 'required':
      return t('tools:validation.schemaRequired', { label });
    case 'tooLong':
      return t('tools:validation.schemaTooLong', { label, max: TOOL_SCHEMA_MAX, length: problem.length });
    case 'notJson':
      return t('tools:validation.schemaNotJson', { label, line: problem.line });
    case 'notJsonSchema':
      return t('tools:validation.schemaNotJsonSchema', { label, line: problem.line, path: problem.path });
    case 'notObject':
      return t('tools:validation.schemaNotObject', { label, line: problem.line });
  }
}

function schemaText(t: Translate, which: 'inputSchema' | 'outputSchema') {
  return z.string().superRefine((text, ctx) => {
    const problem = checkSchemaText(text, TOOL_SCHEMA_MAX);
    if (problem) ctx.addIssue({ code: 'custom', message: schemaProblemMessage(t, problem, which) });
  });
}

export function toolFormSchema(t: Translate) {
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, t('tools:validation.nameRequired'))
      .max(TOOL_NAME_MAX, t('common:validation.maxLength', { max: TOOL_NAME_MAX }))
      .regex(createToolBodyOneNameRegExp, t('tools:validation.namePattern')),
    displayName: requiredText(t, { required: t('tools:validation.displayNameRequired'), max: createToolBodyOneDisplayNameMax }),
    description: requiredText(t, { required: t('tools:validation.descriptionRequired'), max: createToolBodyOneDescriptionMax }),
    type: z.union([z.enum(TOOL_TYPES), z.literal('')]).refine((type) => type !== '', t('tools:validation.select', { label: t('tools:labels.type') })),
    workflowId: z.string(),
    apiVersionId: z.string(),
    customNodeId: z.string(),
    sharedCustomNodeId: z.string(),
    inputSchema: schemaText(t, 'inputSchema'),
    outputSchema: schemaText(t, 'outputSchema'),
  });
  // 'Select {label}' for the chosen type's source fields, shown together with the other fields' messages.
  return schema.superRefine(
    (values: ToolFormValues, ctx) => {
      if (!values.type) return;
      for (const { field, label } of SOURCE_FIELDS[values.type]) {
        if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message: t('tools:validation.select', { label: t(`tools:labels.${label}`) }) });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
