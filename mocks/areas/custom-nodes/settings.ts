/**
 * The settings of configuration (env) files, shared by the custom nodes' and the shared custom nodes'
 * configuration files: stored in clear (secrets included), answered without secret values.
 */
import type { ConfigSetting, ConfigSettingDataType, SecurityLevel } from '../../../src/generated/model';

/** A stored setting: the value is kept in clear here (secrets included) and never answered for secrets. */
export interface StoredSetting {
  label: string;
  key: string;
  dataType: ConfigSettingDataType;
  securityLevel: SecurityLevel;
  value?: string;
  options?: string[];
  /** When the value was written (seeds: the file's own time, given when answering). */
  setAt?: string;
}

const s = (label: string, key: string, dataType: ConfigSettingDataType, securityLevel: SecurityLevel, value?: string, options?: string[]): StoredSetting => ({
  label,
  key,
  dataType,
  securityLevel,
  ...(value !== undefined ? { value } : {}),
  ...(options ? { options } : {}),
});

/** A stored setting (the seeds of every configuration file table). */
export { s as storedSetting };

/** The contract's view: secret values never leave the store; `fileTime` stands in for a seed's missing `setAt`. */
export function toConfigSetting(setting: StoredSetting, fileTime?: string): ConfigSetting {
  const hasValue = setting.value !== undefined && setting.value !== '';
  const setAt = hasValue ? (setting.setAt ?? fileTime) : undefined;
  return {
    label: setting.label,
    key: setting.key,
    dataType: setting.dataType,
    securityLevel: setting.securityLevel,
    ...(setting.securityLevel === 'SECURITY_LEVEL_PLAIN' && setting.value !== undefined ? { value: setting.value } : {}),
    hasValue,
    ...(setAt ? { valueSetAt: setAt } : {}),
    ...(setting.options ? { options: setting.options } : {}),
  };
}
