
/**
 * How a setting's value is entered and checked.
 */
export type ConfigSettingDataType = typeof ConfigSettingDataType[keyof typeof ConfigSettingDataType];


export const ConfigSettingDataType = {
  CONFIG_DATA_TYPE_STRING: 'CONFIG_DATA_TYPE_STRING',
  CONFIG_DATA_TYPE_NUMBER: 'CONFIG_DATA_TYPE_NUMBER',
  CONFIG_DATA_TYPE_BOOLEAN: 'CONFIG_DATA_TYPE_BOOLEAN',
  CONFIG_DATA_TYPE_JSON: 'CONFIG_DATA_TYPE_JSON',
  CONFIG_DATA_TYPE_SELECT: 'CONFIG_DATA_TYPE_SELECT',
} as const;
