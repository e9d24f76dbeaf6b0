/**
 * The preview's Parameters tab, generated from the node's parameters: one field per parameter by data
 * type — text for a string, a number field for number and integer, a switch for boolean, JSON text for
 * object and array — with its checks (required, numeric, whole, valid JSON of the right shape), and the
 * values the contract's preview call takes (label → JSON value; empty optional fields left out).
 */
import { z } from 'zod';
import type { CustomNodeParameter, CustomNodeParameterDataType } from '../../../generated/model';
import type { Translate } from '../../../lib/translate';

export type FieldKind = 'text' | 'number' | 'switch' | 'json';

export const FIELD_KIND: Record<CustomNodeParameterDataType, FieldKind> = {
  PARAMETER_DATA_TYPE_STRING: 'text',
  PARAMETER_DATA_TYPE_NUMBER: 'number',
  PARAMETER_DATA_TYPE_INTEGER: 'number',
  PARAMETER_DATA_TYPE_BOOLEAN: 'switch',
  PARAMETER_DATA_TYPE_OBJECT: 'json',
  PARAMETER_DATA_TYPE_ARRAY: 'json',
};

/** A field's typed text (a switch's value is a boolean). */
export type RawValue = string | boolean;

export function defaultValueOf(parameter: Pick<CustomNodeParameter, 'dataType'>): RawValue {
  return parameter.dataType === 'PARAMETER_DATA_TYPE_BOOLEAN' ? false : '';
}

/** Checks one field; undefined when it is fine. */
export function checkValue(t: Translate, parameter: Pick<CustomNodeParameter, 'dataType' | 'required'>, raw: RawValue): string | undefined {
  if (typeof raw === 'boolean') return undefined;
  const text = raw.trim();
  if (!text) return parameter.required === false ? undefined : t('customNodes:preview.validation.required');
  switch (parameter.dataType) {
    case 'PARAMETER_DATA_TYPE_NUMBER':
      return Number.isFinite(Number(text)) ? undefined : t('customNodes:preview.validation.number');
    case 'PARAMETER_DATA_TYPE_INTEGER':
      return /^[-+]?\d+$/.test(text) ? undefined : t('customNodes:preview.validation.integer');
    case 'PARAMETER_DATA_TYPE_OBJECT':
    case 'PARAMETER_DATA_TYPE_ARRAY': {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return t('customNodes:preview.validation.json');
      }
      const wantArray = parameter.dataType === 'PARAMETER_DATA_TYPE_ARRAY';
      const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
      if (wantArray ? !Array.isArray(value) : !isObject) return t(wantArray ? 'customNodes:preview.validation.array' : 'customNodes:preview.validation.object');
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The JSON value of a valid field (undefined for an empty optional one). */
export function toValue(dataType: CustomNodeParameterDataType, raw: RawValue): unknown {
  if (typeof raw === 'boolean') return raw;
  const text = raw.trim();
  if (!text) return undefined;
  switch (dataType) {
    case 'PARAMETER_DATA_TYPE_NUMBER':
    case 'PARAMETER_DATA_TYPE_INTEGER':
      return Number(text);
    case 'PARAMETER_DATA_TYPE_OBJECT':
    case 'PARAMETER_DATA_TYPE_ARRAY':
      return JSON.parse(text) as unknown;
    default:
      return raw;
  }
}

/** A zod schema for the whole form (values keyed by parameter index: labels may be edited meanwhile). */
export function parameterValuesSchema(t: Translate, parameters: readonly Pick<CustomNodeParameter, 'dataType' | 'required'>[]) {
  return z.object(
    Object.fromEntries(
      parameters.map((parameter, index) => [
        `p${index}`,
        z.union([z.string(), z.boolean()]).superRefine((raw, context) => {
          const problem = checkValue(t, parameter, raw);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
      ]),
    ),
  );
}

/** The preview call's `parameterValues`: label → value, empty optional fields left out. */
export function parameterValuesOf(
  parameters: readonly Pick<CustomNodeParameter, 'label' | 'dataType'>[],
  raw: Record<string, RawValue>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  parameters.forEach((parameter, index) => {
    const value = toValue(parameter.dataType, raw[`p${index}`] ?? defaultValueOf(parameter));
    if (value !== undefined) values[parameter.label] = value;
  });
  return values;
}
