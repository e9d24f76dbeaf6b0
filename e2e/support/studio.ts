/**
 * Journey helpers: sign in through the local provider's real page, talk to the mock server's
 * control endpoints, run axe, switch the runtime config of one page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { MOCK_SERVER_URL, runtimeConfig } from './env';

export const USERS = {
  admin: { button: /山田 太郎/, login: 'yamada' },
  agentEditor: { button: /Hanako Sato/, login: 'hanako' },
  noRole: { button: /鈴木 一郎/, login: 'ichiro' },
  mixed: { button: /Emily Carter/, login: 'emily' },
  otherOrgEditor: { button: /佐々木 健太/, login: 'kenta' },
} as const;
export type DevUser = keyof typeof USERS;

/** Serves this page a runtime config of its own (another provider, MSW in the browser …). */
export async function useRuntimeConfig(page: Page, overrides: Record<string, unknown>): Promise<void> {
  await page.route('**/runtime-config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `window.__STUDIO_CONFIG__ = ${JSON.stringify(runtimeConfig(overrides))};` }),
  );
}

let pointerAt = 1;
/**
 * What a person does once a page has loaded: the pointer moves over it. The studio keeps a page at rest light
 * (an area list stays plain rows until the page is used: src/lib/user-intent.ts); a journey is someone using it.
 * The top-left pixels are the app bar's empty gutter: nothing there reacts to a hover.
 */
export async function movePointer(page: Page): Promise<void> {
  pointerAt = pointerAt === 1 ? 2 : 1;
  await page.mouse.move(pointerAt, pointerAt);
}

/** Opens `path` signed out, signs in as `user` on the provider's page, and waits to be back. */
export async function signIn(page: Page, user: DevUser, path = '/poc/projects'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: USERS[user].button }).click();
  await page.waitForURL((url) => url.port === '4173' && !url.pathname.startsWith('/auth/callback'), { timeout: 30_000 });
  await movePointer(page);
}

/** The sessions kept from each user's first sign-in in this run (the worker's storage state). */
const sessions = new Map<DevUser, { key: string; value: string }[]>();

/**
 * Opens `path` signed in as `user`: the first time through the provider's page (signIn), afterwards
 * with the session kept from then put into local storage (where oidc-client-ts keeps it), so a journey
 * does not pay for a sign-in it is not about. Journeys about signing in, out or renewing use signIn.
 */
export async function openSignedIn(page: Page, user: DevUser, path = '/poc/projects'): Promise<void> {
  const saved = sessions.get(user);
  if (!saved) {
    await signIn(page, user, path);
    const session = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('oidc.user:'))
        .map((key) => ({ key, value: localStorage.getItem(key) ?? '' })),
    );
    if (session.length) sessions.set(user, session);
    return;
  }
  // A file of the studio's origin that starts nothing: local storage is written before the studio loads.
  await page.goto('/runtime-config.js');
  await page.evaluate((entries) => entries.forEach(({ key, value }) => localStorage.setItem(key, value)), saved);
  await page.goto(path);
}

/**
 * Opens `path` as a click on a link does (the router's history, no reload): the studio boots and signs in
 * once, and every page after is drawn as a user reaches it.
 */
export const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Marks the page's headings as the page before's: `freshHeading` then finds only one drawn after. */
export const markHeadingsStale = (page: Page) => page.evaluate(() => document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-stale', '')));
/** The page's h1 drawn since `markHeadingsStale`. */
export const freshHeading = (page: Page) => page.locator('h1:not([data-stale])');

export async function resetMock(): Promise<void> {
  const response = await fetch(`${MOCK_SERVER_URL}/__mock/reset`, { method: 'POST' });
  expect(response.ok).toBe(true);
}

export async function setScenario(change: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${MOCK_SERVER_URL}/__mock/scenario`, { method: 'PUT', body: JSON.stringify(change) });
  expect(response.ok).toBe(true);
}

/**
 * No serious or critical axe violation on the page as it is now; `rules`: only those (e.g. the ones a
 * wider window can change, on a page already checked whole).
 */
export async function expectAccessible(page: Page, label: string, { rules }: { rules?: string[] } = {}): Promise<void> {
  // Colours are judged as shown at rest: a toast or dialog still fading in reads as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, {
    timeout: 5_000,
  });
  // Violations only: collecting every passing node's details costs seconds on a full grid.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${label}: ${v.id} — ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** The session oidc-client-ts keeps in local storage, if any. */
export async function storedSession(page: Page): Promise<{ access_token: string; expires_at: number } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token: string; expires_at: number }) : null;
  });
}
