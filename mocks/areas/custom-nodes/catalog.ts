/** The custom nodes area's fixed data: the providers and credential scopes (§1) and the area's messages. */
import type { AuthenticationProvider, AuthenticationProviderInfo } from '../../../src/generated/model';

export const AUTHENTICATION_PROVIDERS: AuthenticationProviderInfo[] = [
  {
    provider: 'AUTH_PROVIDER_ENTRA_ID',
    displayName: 'Microsoft Entra ID',
    scopes: [
      { scope: 'offline_access', description: 'Keep access while the user is away (refresh token)' },
      { scope: 'User.Read', description: 'Sign in and read the user profile / サインインとプロフィールの読み取り' },
      { scope: 'Files.Read.All', description: 'Read all files the user can access (OneDrive, SharePoint)' },
      { scope: 'Files.ReadWrite.All', description: 'Read and write all files the user can access' },
      { scope: 'Sites.Read.All', description: 'Read items in all site collections / すべてのサイトの読み取り' },
      { scope: 'Mail.Read', description: 'Read the user mail' },
      { scope: 'Mail.Send', description: 'Send mail as the user / ユーザーとしてメール送信' },
      { scope: 'Calendars.Read', description: 'Read the user calendars' },
      { scope: 'Chat.ReadWrite', description: 'Read and write Teams chats' },
    ],
  },
  {
    provider: 'AUTH_PROVIDER_BOX',
    displayName: 'Box',
    scopes: [
      { scope: 'root_readonly', description: 'Read all files and folders stored in Box / Box の全ファイルの読み取り' },
      { scope: 'root_readwrite', description: 'Read and write all files and folders stored in Box' },
      { scope: 'manage_groups', description: 'Manage groups' },
      { scope: 'manage_webhook', description: 'Manage webhooks' },
      { scope: 'sign_requests.readwrite', description: 'Manage Box Sign requests / Box Sign の署名依頼' },
      { scope: 'ai.readwrite', description: 'Use Box AI' },
    ],
  },
  {
    provider: 'AUTH_PROVIDER_GOOGLE',
    displayName: 'Google',
    scopes: [
      { scope: 'https://www.googleapis.com/auth/drive.readonly', description: 'See and download all your Google Drive files' },
      { scope: 'https://www.googleapis.com/auth/drive.file', description: 'Files created or opened with the app / アプリで作成・開いたファイル' },
      { scope: 'https://www.googleapis.com/auth/spreadsheets.readonly', description: 'See your Google Sheets spreadsheets' },
      { scope: 'https://www.googleapis.com/auth/spreadsheets', description: 'See, edit, create and delete Google Sheets spreadsheets' },
      { scope: 'https://www.googleapis.com/auth/gmail.send', description: 'Send email on your behalf / 代理でメール送信' },
      { scope: 'https://www.googleapis.com/auth/calendar.readonly', description: 'See your calendars' },
      { scope: 'https://www.googleapis.com/auth/documents.readonly', description: 'See your Google Docs documents' },
    ],
  },
];

export function providerInfo(provider: AuthenticationProvider): AuthenticationProviderInfo {
  return AUTHENTICATION_PROVIDERS.find((info) => info.provider === provider)!;
}

/** Where each provider's OAuth sign-in starts. */
export const AUTHORIZE_ENDPOINTS: Record<AuthenticationProvider, string> = {
  AUTH_PROVIDER_ENTRA_ID: 'https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize',
  AUTH_PROVIDER_BOX: 'https://account.box.com/api/oauth2/authorize',
  AUTH_PROVIDER_GOOGLE: 'https://accounts.google.com/o/oauth2/v2/auth',
};

/** How long a provider access token lasts after (re-)authentication. */
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** How long a started sign-in may take. */
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/** DSL (.aiws) import limits. */
export const DSL_EXTENSION = '.aiws';
export const DSL_MAX_LABEL = '1MB';

/** The messages this area answers with (§5, §8 and the area's own rules). */
export const customNodeMessages = {
  customNodeNotFound: 'Custom node not found',
  nameRequired: 'Please enter a custom node name',
  nameTooLong: 'Custom node name must be 20 characters or less',
  codeRequired: 'Please enter the code',
  duplicateParameter: (label: string) => `The parameter ${label} is defined more than once`,
  invalidScope: (scope: string, provider: string) => `${scope} is not a scope offered by ${provider}`,
  invalidYaml: 'Invalid YAML format',
  failedToParse: 'Failed to parse file',
  invalidFileFormat: 'Invalid file format',
  nameExists: (name: string) => `A custom node with this name already exists: ${name}`,
  inUse: (names: string[]) => `Cannot delete the custom node because it is used by: ${names.join(', ')}`.slice(0, 2000),
  noAuthentication: 'This custom node does not use authentication',
  authStateMismatch: 'The authentication request is invalid or has expired. Please authenticate again.',
  invalidRedirectUri: 'Invalid redirect URI',
} as const;
