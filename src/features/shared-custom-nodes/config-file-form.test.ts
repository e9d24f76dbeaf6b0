import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../generated/model';
import { createTestI18n } from '../../test/i18n';
import { configFileSchema, formValuesOf, keepsSavedSecret, newSetting, parseOptions, settingsInputOf, valueProblem } from './config-file-form';

const t = createTestI18n('en-us').t;
const schema = configFileSchema(t);
const file: ConfigFile = {
  id: 'cf_1',
  sharedCustomNodeId: 'scn_1',
  fileName: 'production.env',
  settings: [
    {
      label: 'Token',
      key: 'TOKEN',
      dataType: 'CONFIG_DATA_TYPE_STRING',
      securityLevel: 'SECURITY_LEVEL_SECRET',
      hasValue: true,
      valueSetAt: '2026-10-01T00:00:00Z',
    },
    { label: 'Unset', key: 'UNSET', dataType: 'CONFIG_DATA_TYPE_STRING', securityLevel: 'SECURITY_LEVEL_SECRET', hasValue: false },
    { label: 'Channel', key: 'CHANNEL', dataType: 'CONFIG_DATA_TYPE_STRING', securityLevel: 'SECURITY_LEVEL_PLAIN', hasValue: true, value: '#a' },
    {
      label: 'Version',
      key: 'VERSION',
      dataType: 'CONFIG_DATA_TYPE_SELECT',
      securityLevel: 'SECURITY_LEVEL_PLAIN',
      hasValue: true,
      value: 'v2',
      options: ['v1', 'v2'],
    },
  ],
  createdBy: { id: 'u', name: 'U' },
  createdAt: '2026-10-01T00:00:00Z',
  updatedAt: '2026-10-01T00:00:00Z',
};

describe('configuration file form', () => {
  it('reads options one per line or comma-separated, without blanks or repeats', () => {
    expect(parseOptions('a, b\n\n c ,a')).toEqual(['a', 'b', 'c']);
    expect(parseOptions('  ')).toEqual([]);
  });

  it('checks a value against its data type; an empty value always fits', () => {
    expect(valueProblem('CONFIG_DATA_TYPE_NUMBER', '3.5', [])).toBeUndefined();
    expect(valueProblem('CONFIG_DATA_TYPE_NUMBER', 'three', [])).toBe('invalidNumber');
    expect(valueProblem('CONFIG_DATA_TYPE_BOOLEAN', 'yes', [])).toBe('invalidBoolean');
    expect(valueProblem('CONFIG_DATA_TYPE_JSON', '{"a": 1}', [])).toBeUndefined();
    expect(valueProblem('CONFIG_DATA_TYPE_JSON', '{a: 1}', [])).toBe('invalidJson');
    expect(valueProblem('CONFIG_DATA_TYPE_SELECT', 'c', ['a', 'b'])).toBe('invalidOption');
    expect(valueProblem('CONFIG_DATA_TYPE_JSON', '', [])).toBeUndefined();
  });

  it('refuses a missing file name, invalid JSON where it is, a repeated key and a choice without options', () => {
    const result = schema.safeParse({
      fileName: ' ',
      settings: [
        { ...newSetting(), label: 'A', key: 'A', dataType: 'CONFIG_DATA_TYPE_JSON', value: '[1,' },
        { ...newSetting(), label: 'B', key: 'A' },
        { ...newSetting(), label: 'C', key: '9C', dataType: 'CONFIG_DATA_TYPE_SELECT' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toMatchObject({
      fileName: 'Please enter a file name',
      'settings.0.value': 'Please enter valid JSON',
      'settings.1.key': 'This key is used by another setting',
      'settings.2.key': 'Use letters, digits and underscores, not starting with a digit',
      'settings.2.options': 'Please add the options to select from',
    });
  });

  it('refuses a file name that is a path, a dot name or holds control characters', () => {
    const messageOf = (fileName: string) => schema.safeParse({ fileName, settings: [] }).error?.issues.find((issue) => issue.path[0] === 'fileName')?.message;
    for (const fileName of ['../production.env', 'envs/qa.env', 'envs\\qa.env', '..', '.', 'qa\t.env']) {
      expect(messageOf(fileName), fileName).toBe('Use a file name without / or \\ or control characters, other than . and ..');
    }
    for (const fileName of ['production.env', '検証環境.env', '.env', ' staging.env ']) expect(messageOf(fileName), fileName).toBeUndefined();
  });

  it('never puts a saved secret in the form: it shows as set, with when', () => {
    const values = formValuesOf(file);
    expect(values.settings[0]).toMatchObject({ value: '', savedSetAt: '2026-10-01T00:00:00Z', replacing: false });
    expect(values.settings[1]).not.toHaveProperty('savedSetAt');
    expect(values.settings[2]!.value).toBe('#a');
    expect(values.settings[3]!.options).toBe('v1\nv2');
  });

  it('sends no value for a secret kept (saved and not replaced, or left empty), and the typed one when replaced', () => {
    const values = schema.parse(formValuesOf(file));
    const kept = settingsInputOf(values);
    expect(kept[0]).not.toHaveProperty('value');
    expect(kept[1]).not.toHaveProperty('value');
    expect(kept[2]).toMatchObject({ value: '#a' });
    expect(kept[3]).toMatchObject({ value: 'v2', options: ['v1', 'v2'] });
    const replacing = schema.parse({
      ...formValuesOf(file),
      settings: formValuesOf(file).settings.map((s, i) => (i === 0 ? { ...s, replacing: true, value: 'new-secret' } : s)),
    });
    expect(settingsInputOf(replacing)[0]).toMatchObject({ key: 'TOKEN', value: 'new-secret' });
    const emptyReplace = schema.parse({
      ...formValuesOf(file),
      settings: formValuesOf(file).settings.map((s, i) => (i === 0 ? { ...s, replacing: true } : s)),
    });
    expect(settingsInputOf(emptyReplace)[0]).not.toHaveProperty('value');
  });
});

describe('a saved secret under a renamed key', () => {
  it('is no longer kept (the server keeps secrets by key): the form asks for the value again', () => {
    const saved = formValuesOf(file).settings[0]!;
    expect(keepsSavedSecret(saved)).toBe(true);
    expect(keepsSavedSecret({ ...saved, key: 'TOKEN_2' })).toBe(false);
    expect(keepsSavedSecret({ ...saved, replacing: true })).toBe(false);
    const renamed = schema.parse({
      ...formValuesOf(file),
      settings: formValuesOf(file).settings.map((s, i) => (i === 0 ? { ...s, key: 'TOKEN_2', value: 'typed-again' } : s)),
    });
    expect(settingsInputOf(renamed)[0]).toMatchObject({ key: 'TOKEN_2', value: 'typed-again' });
  });
});
