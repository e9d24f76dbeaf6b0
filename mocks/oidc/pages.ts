/**
 * The local OpenID Provider's own pages: server-rendered HTML with inline CSS, in Japanese and
 * English, loading nothing from anywhere (the machines are offline; oidc-provider's own pages load
 * Google Fonts, so none of them is used).
 */
import type { DevUser, DevUserKey } from '../fixtures/people';
import { DEV_USER_ENTRIES, loginNameOf, roleSummaryOf } from './accounts';

export type Lang = 'ja' | 'en';

const LANGS: readonly Lang[] = ['ja', 'en'];

function asLang(tag: string | undefined): Lang | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGS.find((lang) => lang === base);
}

/**
 * The page language: an explicit choice (the page's own switch), then the `ui_locales` request
 * parameter, then Accept-Language; Japanese is the fallback (as in the studio).
 */
export function pickLang({ explicit, uiLocales, acceptLanguage }: { explicit?: string | null; uiLocales?: string; acceptLanguage?: string }): Lang {
  const chosen = asLang(explicit ?? undefined);
  if (chosen) return chosen;
  for (const tag of uiLocales?.split(' ') ?? []) {
    const lang = asLang(tag);
    if (lang) return lang;
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = asLang(tag);
    if (lang) return lang;
  }
  return 'ja';
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const TEXT = {
  ja: {
    title: 'サインイン',
    product: 'AI Workflow Studio',
    devBadge: 'ローカル開発用',
    heading: 'AI Workflow Studio にサインイン',
    notice:
      'これはローカル開発用の認証サーバー（モック）のサインインページです。開発用ユーザーだけがサインインでき、パスワードは不要です。本番環境では使わないでください。',
    language: '言語',
    chooseHeading: '開発用ユーザーを選ぶ',
    chooseHint: 'ボタンを押すと、そのユーザーでサインインします。',
    typeHeading: '入力してサインイン',
    loginLabel: 'ログイン名',
    loginHelp: 'ユーザー名（例: yamada）、ログイン名、メールアドレスのいずれか',
    submit: 'サインイン',
    noRoles: 'どの組織にもロールがありません',
    noAppRole: 'スタジオのロールなし',
    rolesLabel: 'ロール',
    unknownUser: (login: string) => `「${login}」という開発用ユーザーはいません。`,
    client: 'クライアント',
    signingOut: 'サインアウトしています…',
    signOutContinue: 'サインアウトを続ける',
    signedOut: 'サインアウトしました',
    signedOutText: 'このブラウザーのローカル開発用セッションを終了しました。',
    errorTitle: 'エラー',
    errorHeading: 'サインインできませんでした',
    accountTitle: 'アカウント',
    accountHeading: 'アカウント設定',
    accountNotice:
      'ローカル開発用の認証サーバー（モック）のアカウントページです。本番では ID プロバイダーのアカウント画面がここに表示されます。開発用ユーザーのプロフィールは変更できません。',
    profile: 'プロフィール',
    displayName: '表示名',
    loginName: 'ログイン名',
    email: 'メールアドレス',
    locale: '言語',
    localeNames: { ja: '日本語', en: 'English' },
    notSignedIn: 'サインインしていません',
    notSignedInText: 'このブラウザーにはローカル開発用のセッションがありません。スタジオからサインインしてください。',
  },
  en: {
    title: 'Sign in',
    product: 'AI Workflow Studio',
    devBadge: 'Local development',
    heading: 'Sign in to AI Workflow Studio',
    notice:
      'This is the sign-in page of the local development identity provider (a mock). Only the dev users can sign in, and no password is needed. Do not use it in production.',
    language: 'Language',
    chooseHeading: 'Choose a dev user',
    chooseHint: 'Pressing a button signs you in as that user.',
    typeHeading: 'Sign in by typing',
    loginLabel: 'Login name',
    loginHelp: 'A user name (e.g. yamada), a login name or an email address',
    submit: 'Sign in',
    noRoles: 'No roles in any organization',
    noAppRole: 'no studio role',
    rolesLabel: 'Roles',
    unknownUser: (login: string) => `There is no dev user "${login}".`,
    client: 'Client',
    signingOut: 'Signing out…',
    signOutContinue: 'Continue signing out',
    signedOut: 'Signed out',
    signedOutText: 'The local development session in this browser has ended.',
    errorTitle: 'Error',
    errorHeading: 'Sign-in failed',
    accountTitle: 'Account',
    accountHeading: 'Account settings',
    accountNotice:
      'The account page of the local development identity provider (a mock). In production, the identity provider’s own account screen is shown here. The dev users’ profiles cannot be changed.',
    profile: 'Profile',
    displayName: 'Display name',
    loginName: 'Login name',
    email: 'Email',
    locale: 'Language',
    localeNames: { ja: '日本語', en: 'English' },
    notSignedIn: 'Not signed in',
    notSignedInText: 'This browser has no local development session. Sign in from the studio first.',
  },
} as const;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Hiragino Sans","Noto Sans JP",Meiryo,sans-serif;line-height:1.5;color:#1f2937;background:#f3f4f6}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.75rem 1.5rem;background:#ffffff;border-bottom:1px solid #d1d5db}
.product{font-weight:700}
.badge{display:inline-block;margin-left:.5rem;padding:.125rem .5rem;border-radius:999px;background:#fef3c7;color:#78350f;font-size:.875rem;font-weight:600}
nav ul{display:flex;gap:.5rem;list-style:none;margin:0;padding:0}
nav a{display:inline-block;padding:.25rem .625rem;border-radius:.375rem;color:#1e40af;text-decoration:underline}
nav a[aria-current="true"]{background:#1e40af;color:#ffffff;text-decoration:none}
main{max-width:44rem;margin:2rem auto;padding:0 1rem}
.card{background:#ffffff;border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem;margin-bottom:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #b45309;background:#fffbeb;color:#451a03}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #b91c1c;background:#fef2f2;color:#7f1d1d}
.hint{margin:0 0 1rem;color:#4b5563}
ul.users{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.user{display:block;width:100%;text-align:left;padding:.75rem 1rem;border:1px solid #6b7280;border-radius:.5rem;background:#ffffff;color:#1f2937;font:inherit;cursor:pointer}
.user:hover{background:#eff6ff;border-color:#1e40af}
.user .name{display:block;font-weight:700;font-size:1.0625rem}
.user .email,.user .roles{display:block;color:#374151}
dl.profile{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.5rem;margin:0}
dl.profile dt{font-weight:600;color:#374151}
dl.profile dd{margin:0;overflow-wrap:anywhere}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
label{display:block;font-weight:600;margin-bottom:.25rem}
.row{display:flex;gap:.5rem;flex-wrap:wrap}
input[type="text"]{flex:1 1 16rem;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:.375rem;font:inherit;color:#1f2937;background:#ffffff}
.primary{padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#ffffff;font:inherit;font-weight:600;cursor:pointer}
.primary:hover{background:#1e40af}
.help{margin:.25rem 0 0;color:#4b5563;font-size:.875rem}
footer{max-width:44rem;margin:0 auto 2rem;padding:0 1rem;color:#4b5563;font-size:.875rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f9fafb;padding:.75rem;border-radius:.375rem;border:1px solid #d1d5db}
`;

function documentHtml(lang: Lang, title: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${extraHead}</head>
<body>
${body}
</body>
</html>`;
}

function headerHtml(lang: Lang, switchHref?: (lang: Lang) => string): string {
  const t = TEXT[lang];
  const names: Record<Lang, string> = { ja: '日本語', en: 'English' };
  const nav = switchHref
    ? `<nav aria-label="${t.language}"><ul>${LANGS.map(
        (option) =>
          `<li><a href="${escapeHtml(switchHref(option))}" lang="${option}" hreflang="${option}"${option === lang ? ' aria-current="true"' : ''}>${names[option]}</a></li>`,
      ).join('')}</ul></nav>`
    : '';
  return `<header><div><span class="product">${t.product}</span><span class="badge">${t.devBadge}</span></div>${nav}</header>`;
}

function rolesText(user: DevUser, lang: Lang): string {
  const t = TEXT[lang];
  const summary = roleSummaryOf(user);
  if (!summary.length) return t.noRoles;
  return summary
    .map(({ orgName, appRoles, otherRoles }) => {
      const roles = appRoles.length ? appRoles.join(', ') : `${t.noAppRole}${otherRoles.length ? ` (${otherRoles.join(', ')})` : ''}`;
      return `${orgName}: ${roles}`;
    })
    .join(' / ');
}

export interface LoginPageInput {
  lang: Lang;
  /** Where the forms post to (`/interaction/:uid/login`). */
  action: string;
  /** The same page in the other language. */
  switchHref: (lang: Lang) => string;
  clientId: string;
  loginHint?: string;
  error?: string;
}

/** The sign-in page: the dev users as buttons, and a login-name field. */
export function loginPage({ lang, action, switchHref, clientId, loginHint, error }: LoginPageInput): string {
  const t = TEXT[lang];
  const users = DEV_USER_ENTRIES.map(
    ([key, user]: [DevUserKey, DevUser]) =>
      `<li><button class="user" type="submit" name="user" value="${escapeHtml(key)}">` +
      `<span class="name">${escapeHtml(user.displayName)}</span>` +
      `<span class="email">${escapeHtml(user.email)}</span>` +
      `<span class="roles">${t.rolesLabel}: ${escapeHtml(rolesText(user, lang))}</span>` +
      `</button></li>`,
  ).join('\n');
  const body = `${headerHtml(lang, switchHref)}
<main>
<div class="card">
<h1>${t.heading}</h1>
<p class="notice">${t.notice}</p>
${error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : ''}
<section aria-labelledby="choose-heading">
<h2 id="choose-heading">${t.chooseHeading}</h2>
<p class="hint">${t.chooseHint}</p>
<form method="post" action="${escapeHtml(action)}">
<ul class="users">
${users}
</ul>
</form>
</section>
</div>
<div class="card">
<section aria-labelledby="type-heading">
<h2 id="type-heading">${t.typeHeading}</h2>
<form method="post" action="${escapeHtml(action)}">
<label for="login">${t.loginLabel}</label>
<div class="row">
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required aria-describedby="login-help" value="${escapeHtml(loginHint ?? '')}">
<button class="primary" type="submit">${t.submit}</button>
</div>
<p class="help" id="login-help">${t.loginHelp}</p>
</form>
</section>
</div>
</main>
<footer><p>${t.client}: <code>${escapeHtml(clientId)}</code></p></footer>`;
  return documentHtml(lang, `${t.title} – ${t.product} (${t.devBadge})`, body);
}

/** A user-facing message for an unknown login name. */
export function unknownUserMessage(lang: Lang, login: string): string {
  return TEXT[lang].unknownUser(login);
}

/**
 * RP-initiated logout without a confirmation step: oidc-provider hands us its form (with the xsrf
 * token); we add `logout=yes` and submit it at once (a button remains for browsers without script).
 */
export function logoutPage(lang: Lang, form: string): string {
  const t = TEXT[lang];
  const autoSubmitForm = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><noscript><button class="primary" type="submit">${t.signOutContinue}</button></noscript></form>`,
  );
  const body = `${headerHtml(lang)}
<main><div class="card"><h1>${t.signingOut}</h1>${autoSubmitForm}</div></main>
<script>document.forms[0].submit();</script>`;
  return documentHtml(lang, `${t.signingOut} – ${t.product}`, body);
}

/** After a logout with no (valid) post_logout_redirect_uri. */
export function loggedOutPage(lang: Lang): string {
  const t = TEXT[lang];
  const body = `${headerHtml(lang)}
<main><div class="card"><h1>${t.signedOut}</h1><p>${t.signedOutText}</p></div></main>`;
  return documentHtml(lang, `${t.signedOut} – ${t.product}`, body);
}

/** oidc-provider's error page, our way (its own loads Google Fonts). */
export function errorPage(lang: Lang, out: Record<string, unknown>): string {
  const t = TEXT[lang];
  const details = Object.entries(out)
    .map(([key, value]) => `${escapeHtml(key)}: ${escapeHtml(value)}`)
    .join('\n');
  const body = `${headerHtml(lang)}
<main><div class="card"><h1>${t.errorHeading}</h1><pre>${details}</pre></div></main>`;
  return documentHtml(lang, `${t.errorTitle} – ${t.product}`, body);
}

/**
 * The account page (ZITADEL's console path `/ui/console/users/me`, which the studio's "Account
 * settings" opens): the signed-in dev user's profile, read only; without a session, says so.
 */
export function accountPage(lang: Lang, user: DevUser | undefined, switchHref: (lang: Lang) => string): string {
  const t = TEXT[lang];
  const content = user
    ? `<h1>${t.accountHeading}</h1>
<p class="notice">${t.accountNotice}</p>
<section aria-labelledby="profile-heading">
<h2 id="profile-heading">${t.profile}</h2>
<dl class="profile">
<dt>${t.displayName}</dt><dd>${escapeHtml(user.displayName)}</dd>
<dt>${t.loginName}</dt><dd>${escapeHtml(loginNameOf(user))}</dd>
<dt>${t.email}</dt><dd>${escapeHtml(user.email)}</dd>
<dt>${t.locale}</dt><dd>${t.localeNames[user.locale]}</dd>
<dt>${t.rolesLabel}</dt><dd>${escapeHtml(rolesText(user, lang))}</dd>
</dl>
</section>`
    : `<h1>${t.notSignedIn}</h1><p>${t.notSignedInText}</p>`;
  const body = `${headerHtml(lang, switchHref)}
<main><div class="card">${content}</div></main>`;
  return documentHtml(lang, `${user ? t.accountTitle : t.notSignedIn} – ${t.product} (${t.devBadge})`, body);
}
