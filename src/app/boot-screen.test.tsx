/** The start screen of index.html when the studio cannot start: a missing or refused runtime config, or any other failure. */
import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetRuntimeConfig, getRuntimeConfig } from '../lib/runtime-config';
import { showStartFailure } from './boot-screen';

const configured = window.__STUDIO_CONFIG__;

/** index.html's loading state, with the `auth:boot.*` texts of a language as the build writes them into it. */
function openIndexHtml(language: 'ja-jp' | 'en-us'): void {
  const html = readFileSync('index.html', 'utf8');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!.replace(/<script[\s\S]*?<\/script>/g, '');
  const texts = (JSON.parse(readFileSync(`locales/${language}/auth.json`, 'utf8')) as { boot: Record<string, string> }).boot;
  window.__STUDIO_BOOT__ = { language, texts };
  // As index.html's own inline script does.
  document.getElementById('boot-message')!.textContent = texts.loading ?? '';
  document.getElementById('boot-retry')!.textContent = texts.retry ?? '';
}

/** What the entry (src/main.ts) does first: read the runtime config, and show the failure if that throws. */
function start(config: Record<string, unknown> | undefined): void {
  window.__STUDIO_CONFIG__ = config;
  forgetRuntimeConfig();
  try {
    getRuntimeConfig();
  } catch (error) {
    showStartFailure(error);
  }
}

afterEach(() => {
  window.__STUDIO_CONFIG__ = configured;
  forgetRuntimeConfig();
  document.body.innerHTML = '';
});

describe('the start screen', () => {
  it('says a page without a runtime config has none, and where it comes from, with no Retry', () => {
    openIndexHtml('en-us');
    start(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This studio has no runtime configuration. The server writes /runtime-config.js at start — see README Deploy.',
    );
    expect(screen.queryByRole('button', { hidden: true })).not.toBeVisible();
  });

  it('says so in Japanese too', () => {
    openIndexHtml('ja-jp');
    start(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('このスタジオにはランタイム設定がありません。');
  });

  it('names the setting it refuses', () => {
    openIndexHtml('en-us');
    start({ environment: 'prd', oidcAuthority: 'id.example.com' });
    expect(screen.getByRole('alert')).toHaveTextContent("This studio's runtime configuration is invalid: oidcAuthority.");
    openIndexHtml('ja-jp');
    start({ environment: 'qa' });
    expect(screen.getByRole('alert')).toHaveTextContent('このスタジオのランタイム設定に誤りがあります（environment）。');
  });

  it('starts with a valid config', () => {
    openIndexHtml('en-us');
    start({ environment: 'prd', apiBaseUrl: 'https://api.example.com', oidcAuthority: 'https://id.example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading AI Workflow Studio…');
    expect(getRuntimeConfig()).toMatchObject({ environment: 'prd', oidcAuthority: 'https://id.example.com' });
  });

  it('offers Retry with the spec message for any other failure', () => {
    openIndexHtml('en-us');
    showStartFailure(new TypeError('Failed to fetch dynamically imported module'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to start AI Workflow Studio. Please try again later.');
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
  });
});
