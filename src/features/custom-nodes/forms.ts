/**
 * The custom node editor's form (§5): name required, at most 20; description at most 500; code required;
 * parameters (label a Python identifier, unique, at most 50; data type; description; required) — at most
 * 50; output variable required, a Python identifier. Authentication (provider and scopes) is the
 * Authentication tab's. Limits from the generated zod.
 */
import { z } from 'zod';
import { optionalText, requiredText } from '../../components/form/zod-messages';
import {
  createCustomNodeBodyCodeMax,
  createCustomNodeBodyDescriptionMax,
  createCustomNodeBodyNameMax,
  createCustomNodeBodyOutputVariableMax,
  createCustomNodeBodyParametersItemDescriptionMax,
  createCustomNodeBodyParametersItemLabelMax,
  createCustomNodeBodyParametersMax,
} from '../../generated/custom-nodes/custom-nodes.zod';
import type { CustomNode, CustomNodeParameterDataType, CustomNodeWrite } from '../../generated/model';
import type { Translate } from '../../lib/translate';
import { authenticationSchema } from './auth/authentication-form';

export const NAME_MAX = createCustomNodeBodyNameMax;
export const PARAMETERS_MAX = createCustomNodeBodyParametersMax;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const DATA_TYPES: CustomNodeParameterDataType[] = [
  'PARAMETER_DATA_TYPE_STRING',
  'PARAMETER_DATA_TYPE_NUMBER',
  'PARAMETER_DATA_TYPE_INTEGER',
  'PARAMETER_DATA_TYPE_BOOLEAN',
  'PARAMETER_DATA_TYPE_OBJECT',
  'PARAMETER_DATA_TYPE_ARRAY',
];

/** What a new node starts with: a `run` function that returns its input. */
export const NEW_NODE_CODE = 'def run(text: str) -> str:\n    return text\n';

function identifier(t: Translate, { required, max }: { required: string; max: number }) {
  return z.string().trim().min(1, required).max(max, t('common:validation.maxLength', { max })).regex(IDENTIFIER, t('customNodes:validation.identifier'));
}

export function parameterSchema(t: Translate) {
  return z.object({
    label: identifier(t, { required: t('customNodes:validation.labelRequired'), max: createCustomNodeBodyParametersItemLabelMax }),
    dataType: z.custom<CustomNodeParameterDataType>((value) => DATA_TYPES.includes(value as CustomNodeParameterDataType)),
    description: optionalText(t, createCustomNodeBodyParametersItemDescriptionMax),
    required: z.boolean(),
  });
}

export function nodeFormSchema(t: Translate) {
  return z
    .object({
      name: requiredText(t, { required: t('customNodes:validation.nameRequired'), max: NAME_MAX }),
      description: optionalText(t, createCustomNodeBodyDescriptionMax),
      code: z
        .string()
        .refine((code) => code.trim().length > 0, t('customNodes:validation.codeRequired'))
        .refine((code) => code.length <= createCustomNodeBodyCodeMax, t('common:validation.maxLength', { max: createCustomNodeBodyCodeMax })),
      parameters: z.array(parameterSchema(t)).max(PARAMETERS_MAX, t('customNodes:validation.parametersTooMany', { max: PARAMETERS_MAX })),
      outputVariable: identifier(t, { required: t('customNodes:validation.outputRequired'), max: createCustomNodeBodyOutputVariableMax }),
      authentication: authenticationSchema(t),
    })
    .superRefine((values, context) => {
      const seen = new Map<string, number>();
      values.parameters.forEach((parameter, index) => {
        const label = parameter.label.trim();
        if (!label) return;
        if (seen.has(label)) context.addIssue({ code: 'custom', path: ['parameters', index, 'label'], message: t('customNodes:validation.labelTaken') });
        seen.set(label, index);
      });
    });
}

export type NodeFormValues = z.input<ReturnType<typeof nodeFormSchema>>;
export type NodeFormOutput = z.output<ReturnType<typeof nodeFormSchema>>;

/** The form's values for a saved node. */
export function formValuesOf(node: CustomNode): NodeFormValues {
  return {
    name: node.name,
    description: node.description ?? '',
    code: node.code,
    parameters: node.parameters.map((parameter) => ({
      label: parameter.label,
      dataType: parameter.dataType,
      description: parameter.description ?? '',
      required: parameter.required ?? true,
    })),
    outputVariable: node.outputVariable,
    authentication: node.authentication ? { provider: node.authentication.provider, scopes: [...node.authentication.scopes] } : null,
  };
}

/** The contract's body for the form's (valid) values. */
export function writeOf(values: NodeFormOutput): CustomNodeWrite {
  return {
    name: values.name,
    ...(values.description ? { description: values.description } : {}),
    code: values.code,
    parameters: values.parameters.map((parameter) => ({
      label: parameter.label,
      dataType: parameter.dataType,
      ...(parameter.description ? { description: parameter.description } : {}),
      required: parameter.required,
    })),
    outputVariable: values.outputVariable,
    ...(values.authentication ? { authentication: values.authentication } : {}),
  };
}
