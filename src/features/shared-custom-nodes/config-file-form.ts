/**
 * The configuration file form (§3, §5): file name required, a base name; settings each with label, key, data type,
 * security level and a value entered or selected per data type (a number, true/false, one of the
 * options, valid JSON). Secrets are write-only: a saved secret is never in the form — it shows as set,
 * and an empty value on edit keeps it (the contract's rule); replacing it is explicit. Limits from the
 * generated zod.
 */
import { z } from 'zod';
import { requiredText } from '../../components/form/zod-messages';
import {
  createConfigFileBodyFileNameMax,
  createConfigFileBodyFileNameRegExp,
  createConfigFileBodySettingsItemKeyMax,
  createConfigFileBodySettingsItemLabelMax,
  createConfigFileBodySettingsItemOptionsItemMax,
  createConfigFileBodySettingsItemOptionsMax,
  createConfigFileBodySettingsItemValueMax,
  createConfigFileBodySettingsMax,
} from '../../generated/config-files/config-files.zod';
import type { ConfigFile, ConfigSettingDataType, ConfigSettingInput, SecurityLevel } from '../../generated/model';
import type { Translate } from '../../lib/translate';

export const SETTINGS_MAX = createConfigFileBodySettingsMax;
export const DATA_TYPES: ConfigSettingDataType[] = [
  'CONFIG_DATA_TYPE_STRING',
  'CONFIG_DATA_TYPE_NUMBER',
  'CONFIG_DATA_TYPE_BOOLEAN',
  'CONFIG_DATA_TYPE_JSON',
  'CONFIG_DATA_TYPE_SELECT',
];
export const SECURITY_LEVELS: SecurityLevel[] = ['SECURITY_LEVEL_PLAIN', 'SECURITY_LEVEL_SECRET'];
const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The options of a SELECT setting as typed: one per line or separated by commas, blanks dropped, first of each kept. */
export function parseOptions(text: string): string[] {
  const options = text
    .split(/[\n,]/)
    .map((option) => option.trim())
    .filter(Boolean);
  return [...new Set(options)];
}

/** Why a value does not fit its data type (a translation key), or undefined. An empty value always fits. */
export function valueProblem(
  dataType: ConfigSettingDataType,
  value: string,
  options: string[],
): 'invalidNumber' | 'invalidBoolean' | 'invalidJson' | 'invalidOption' | undefined {
  if (value === '') return undefined;
  switch (dataType) {
    case 'CONFIG_DATA_TYPE_NUMBER':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? undefined : 'invalidNumber';
    case 'CONFIG_DATA_TYPE_BOOLEAN':
      return value === 'true' || value === 'false' ? undefined : 'invalidBoolean';
    case 'CONFIG_DATA_TYPE_JSON':
      try {
        JSON.parse(value);
        return undefined;
      } catch {
        return 'invalidJson';
      }
    case 'CONFIG_DATA_TYPE_SELECT':
      return options.includes(value) ? undefined : 'invalidOption';
    default:
      return undefined;
  }
}

const isSecret = (level: SecurityLevel) => level === 'SECURITY_LEVEL_SECRET';

export function configFileSchema(t: Translate) {
  const setting = z.object({
    label: requiredText(t, { required: t('sharedCustomNodes:validation.labelRequired'), max: createConfigFileBodySettingsItemLabelMax }),
    key: z
      .string()
      .trim()
      .min(1, t('sharedCustomNodes:validation.keyRequired'))
      .max(createConfigFileBodySettingsItemKeyMax, t('common:validation.maxLength', { max: createConfigFileBodySettingsItemKeyMax }))
      .regex(KEY, t('sharedCustomNodes:validation.keyFormat')),
    dataType: z.custom<ConfigSettingDataType>((value) => DATA_TYPES.includes(value as ConfigSettingDataType)),
    securityLevel: z.custom<SecurityLevel>((value) => SECURITY_LEVELS.includes(value as SecurityLevel)),
    value: z.string().max(createConfigFileBodySettingsItemValueMax, t('common:validation.maxLength', { max: createConfigFileBodySettingsItemValueMax })),
    options: z.string(),
    /** When the saved secret was set (edit only; the value itself never comes back). */
    savedSetAt: z.string().optional(),
    /** The saved setting's key: the server keeps a secret by key, so a renamed key has none to keep. */
    savedKey: z.string().optional(),
    /** The user chose to replace the saved secret. */
    replacing: z.boolean(),
  });
  return z
    .object({
      // A base name (the contract's FileName): no / or \, not . or .., no control characters.
      fileName: requiredText(t, { required: t('sharedCustomNodes:validation.fileNameRequired'), max: createConfigFileBodyFileNameMax }).refine(
        (name) => name === '' || createConfigFileBodyFileNameRegExp.test(name),
        t('sharedCustomNodes:validation.fileNameInvalid'),
      ),
      settings: z.array(setting).max(SETTINGS_MAX, t('sharedCustomNodes:validation.settingsTooMany', { max: SETTINGS_MAX })),
    })
    .superRefine((values, context) => {
      const seen = new Set<string>();
      values.settings.forEach((item, index) => {
        const at = (field: string) => ['settings', index, field];
        const key = item.key.trim();
        if (key && seen.has(key)) context.addIssue({ code: 'custom', path: at('key'), message: t('sharedCustomNodes:validation.keyTaken') });
        seen.add(key);
        const options = parseOptions(item.options);
        if (item.dataType === 'CONFIG_DATA_TYPE_SELECT') {
          if (!options.length) context.addIssue({ code: 'custom', path: at('options'), message: t('sharedCustomNodes:validation.optionsRequired') });
          if (options.length > createConfigFileBodySettingsItemOptionsMax)
            context.addIssue({
              code: 'custom',
              path: at('options'),
              message: t('sharedCustomNodes:validation.optionsTooMany', { max: createConfigFileBodySettingsItemOptionsMax }),
            });
          if (options.some((option) => option.length > createConfigFileBodySettingsItemOptionsItemMax))
            context.addIssue({
              code: 'custom',
              path: at('options'),
              message: t('sharedCustomNodes:validation.optionTooLong', { max: createConfigFileBodySettingsItemOptionsItemMax }),
            });
        }
        const problem = valueProblem(item.dataType, item.value, options);
        if (problem) context.addIssue({ code: 'custom', path: at('value'), message: t(`sharedCustomNodes:validation.${problem}`) });
      });
    });
}

export type ConfigFileFormValues = z.input<ReturnType<typeof configFileSchema>>;
export type ConfigFileFormOutput = z.output<ReturnType<typeof configFileSchema>>;
export type SettingFormValues = ConfigFileFormValues['settings'][number];

/** Whether the setting still holds the saved secret (saved, same key, not being replaced). */
export function keepsSavedSecret(setting: Pick<SettingFormValues, 'securityLevel' | 'savedSetAt' | 'savedKey' | 'key' | 'replacing'>): boolean {
  return isSecret(setting.securityLevel) && setting.savedSetAt !== undefined && setting.key.trim() === setting.savedKey && !setting.replacing;
}

export const newSetting = (): SettingFormValues => ({
  label: '',
  key: '',
  dataType: 'CONFIG_DATA_TYPE_STRING',
  securityLevel: 'SECURITY_LEVEL_PLAIN',
  value: '',
  options: '',
  replacing: false,
});

/** The form's values for a saved file: plain values as they are, secrets only as "set on …". */
export function formValuesOf(file: ConfigFile): ConfigFileFormValues {
  return {
    fileName: file.fileName,
    settings: file.settings.map((setting) => ({
      label: setting.label,
      key: setting.key,
      dataType: setting.dataType,
      securityLevel: setting.securityLevel,
      value: isSecret(setting.securityLevel) ? '' : (setting.value ?? ''),
      options: (setting.options ?? []).join('\n'),
      ...(isSecret(setting.securityLevel) && setting.hasValue ? { savedSetAt: setting.valueSetAt ?? '', savedKey: setting.key } : {}),
      replacing: false,
    })),
  };
}

/**
 * The contract's settings for the form's (valid) values. A secret sends a value only when one is typed:
 * left empty — or a saved one not being replaced — it keeps the current value on the server.
 */
export function settingsInputOf(values: ConfigFileFormOutput): ConfigSettingInput[] {
  return values.settings.map((setting) => {
    const options = parseOptions(setting.options);
    const keepSecret = isSecret(setting.securityLevel) && (setting.value === '' || keepsSavedSecret(setting));
    return {
      label: setting.label,
      key: setting.key,
      dataType: setting.dataType,
      securityLevel: setting.securityLevel,
      ...(keepSecret ? {} : { value: setting.value }),
      ...(setting.dataType === 'CONFIG_DATA_TYPE_SELECT' ? { options } : {}),
    };
  });
}
