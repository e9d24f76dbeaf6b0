import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestI18n as createI18n } from '../test/i18n';
import { NAMESPACES, toLanguage } from './i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function keysOf(language: string): string[] {
  const dir = `locales/${language}`;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => keys(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'))).map((key) => `${file.replace('.json', '')}:${key}`))
    .sort();
}

describe('locales', () => {
  it('has a file per namespace in each language', () => {
    for (const language of ['ja-jp', 'en-us']) {
      expect(
        readdirSync(`locales/${language}`)
          .map((f) => f.replace('.json', ''))
          .sort(),
      ).toEqual([...NAMESPACES].sort());
    }
  });

  it('ja-jp and en-us have exactly the same keys, none empty', () => {
    const ja = keysOf('ja-jp');
    const en = keysOf('en-us');
    expect(ja.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !ja.includes(key))).toEqual([]);
    for (const language of ['ja-jp', 'en-us']) {
      for (const file of readdirSync(`locales/${language}`)) {
        const text = readFileSync(`locales/${language}/${file}`, 'utf8');
        expect(text, `${language}/${file}`).not.toMatch(/:\s*""/);
      }
    }
  });

  it('maps short and unknown codes', () => {
    expect(toLanguage('ja')).toBe('ja-jp');
    expect(toLanguage('en')).toBe('en-us');
    expect(toLanguage('en-GB')).toBe('en-us');
    expect(toLanguage('EN-US')).toBe('en-us');
    expect(toLanguage('fr')).toBe('ja-jp');
    expect(toLanguage(undefined)).toBe('ja-jp');
  });

  it('translates in both languages and falls back to Japanese', () => {
    expect(createI18n('en').t('projects:title')).toBe('Projects');
    expect(createI18n('ja').t('projects:title')).toBe('プロジェクト');
    expect(createI18n('de').t('projects:title')).toBe('プロジェクト');
  });
});
