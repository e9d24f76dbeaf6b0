import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_NODE, PROJECT } from '../../../../mocks/fixtures/ids';
import { server } from '../../../../mocks/node';
import { LOCAL_CUSTOM_NODE } from '../../../../mocks/areas/custom-nodes/table';
import { Toaster } from '../../../components/toast/toaster';
import { getGetCustomNodeAuthenticationMockHandler } from '../../../generated/custom-nodes/custom-nodes.msw';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { renderWithProviders } from '../../../test/render';
import { failCalls, toastText } from '../../../test/render-route';
import { AuthenticationCard, formatRemaining } from './authentication-card';
import { ANSWER_CHANNEL, answerOf, POPUP_NAME } from './provider-popup';

const BOX = { projectId: PROJECT.invoice, customNodeId: CUSTOM_NODE.boxUpload }; // authenticated, 45 min left
const SHEETS = { projectId: PROJECT.invoice, customNodeId: LOCAL_CUSTOM_NODE.sheetsAppend }; // Google, never signed in
const SHAREPOINT = { projectId: PROJECT.support, customNodeId: LOCAL_CUSTOM_NODE.sharepointSearch }; // Entra ID, expired
const MASK = { projectId: PROJECT.support, customNodeId: CUSTOM_NODE.maskPii }; // no authentication

function renderCard(node: { projectId: string; customNodeId: string }, { language = 'en-us', dirty = false, fakeTimers = false } = {}) {
  const view = renderWithProviders(
    <>
      <AuthenticationCard {...node} dirty={dirty} />
      <Toaster />
    </>,
    { language },
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { user, ...view };
}

const card = async (status: string) => {
  const element = await screen.findByTestId('custom-node-auth-card');
  await waitFor(() => expect(element).toHaveAttribute('data-status', status));
  return element;
};

const seconds = (text: string | null) => {
  const [h, m, s] = (text ?? '').split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

/** A stand-in for the window window.open returns: records where it is sent; close() closes it. */
function stubPopup() {
  const popup = { closed: false, location: { href: '' }, focus: vi.fn(), close: vi.fn(() => void (popup.closed = true)) };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

/** What the callback page posts to its opener for `?search` (the card answers asynchronously: the tests wait for what it shows). */
const postFromCallback = (search: string, origin = window.location.origin) => {
  window.dispatchEvent(new MessageEvent('message', { data: answerOf(search), origin }));
};

/** The state of the sign-in the popup was sent to. */
async function sentState(popup: { location: { href: string } }): Promise<URL> {
  await waitFor(() => expect(popup.location.href).not.toBe(''));
  return new URL(popup.location.href);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
});

describe('formatRemaining', () => {
  it('reads hh:mm:ss, rounding up to the next second and stopping at zero', () => {
    expect(formatRemaining(45 * 60_000)).toBe('00:45:00');
    expect(formatRemaining(3_600_000 + 61_500)).toBe('01:01:02');
    expect(formatRemaining(26 * 3_600_000)).toBe('26:00:00');
    expect(formatRemaining(-5)).toBe('00:00:00');
  });
});

describe('AuthenticationCard', () => {
  it('shows an authenticated node with its account and the time remaining, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCard(BOX, { fakeTimers: true });
    const box = await card('AUTH_STATUS_AUTHENTICATED');
    expect(within(box).getByText('Authenticated')).toBeInTheDocument();
    expect(within(box).getByText('Signed in to Box as keiri@acme.example.')).toBeInTheDocument();
    expect(within(box).getByText('Scopes: root_readwrite')).toBeInTheDocument();
    const timer = within(box).getByRole('timer', { name: 'Time remaining' });
    const before = seconds(timer.textContent);
    // The seed signs the node in for 45 minutes from when the mock's data was made (a little before, or after, this test's clock).
    expect(before).toBeGreaterThan(43 * 60);
    expect(before).toBeLessThanOrEqual(47 * 60);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const after = seconds(timer.textContent);
    expect(before - after).toBeGreaterThanOrEqual(3);
    expect(before - after).toBeLessThanOrEqual(4);
    expect(within(box).getByRole('button', { name: 'Re-authenticate' })).toBeEnabled();
    expect(within(box).getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(within(box).queryByRole('button', { name: 'Authenticate' })).toBeNull();
  });

  it('turns to expired when the countdown runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCard(BOX, { fakeTimers: true });
    await card('AUTH_STATUS_AUTHENTICATED');
    await act(() => vi.advanceTimersByTimeAsync(46 * 60_000));
    const box = await card('AUTH_STATUS_EXPIRED');
    expect(within(box).getByText(/^The sign-in to Box as keiri@acme\.example expired .+\. Re-authenticate so that the node can run\.$/)).toBeInTheDocument();
    expect(within(box).queryByRole('timer')).toBeNull();
  });

  it('shows expired, not authenticated and not required', async () => {
    const expired = renderCard(SHAREPOINT);
    let element = await card('AUTH_STATUS_EXPIRED');
    expect(within(element).getByText('Expired')).toBeInTheDocument();
    expect(within(element).getByText(/^The sign-in to Microsoft Entra ID as taro\.yamada@acme\.example expired /)).toBeInTheDocument();
    expect(within(element).getByRole('button', { name: 'Re-authenticate' })).toBeEnabled();
    expect(within(element).getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expired.unmount();

    const never = renderCard(SHEETS);
    element = await card('AUTH_STATUS_UNAUTHENTICATED');
    expect(within(element).getByText('Not authenticated')).toBeInTheDocument();
    expect(within(element).getByText('The node is not signed in to Google yet. Authenticate so that it can run.')).toBeInTheDocument();
    expect(within(element).getByRole('button', { name: 'Authenticate' })).toBeEnabled();
    expect(within(element).queryByRole('button', { name: 'Sign out' })).toBeNull();
    never.unmount();

    renderCard(MASK);
    element = await card('AUTH_STATUS_NOT_REQUIRED');
    expect(within(element).getByText('Not required')).toBeInTheDocument();
    expect(within(element).getByText('This node does not sign in to a provider.')).toBeInTheDocument();
    expect(within(element).queryByRole('button')).toBeNull();
  });

  it('asks to save first while the authentication settings are not saved', async () => {
    renderCard(SHEETS, { dirty: true });
    const element = await card('AUTH_STATUS_UNAUTHENTICATED');
    expect(within(element).getByText('Save the node first: authentication uses the saved provider and scopes.')).toBeInTheDocument();
    expect(within(element).getByRole('button', { name: 'Authenticate' })).toBeDisabled();
  });

  it('says when the state cannot be read, with Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    failCalls(getGetCustomNodeAuthenticationMockHandler, 500);
    const { user } = renderCard(SHEETS, { fakeTimers: true });
    // The query's three retries (1, 2, 4 s).
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(await screen.findByText('Failed to fetch authentication status. Please try again later.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await card('AUTH_STATUS_UNAUTHENTICATED');
  });

  it('authenticates through the popup: start, the callback page posts code and state, complete', async () => {
    const { popup, open } = stubPopup();
    const { user } = renderCard(SHEETS);
    await user.click(within(await card('AUTH_STATUS_UNAUTHENTICATED')).getByRole('button', { name: 'Authenticate' }));
    expect(open).toHaveBeenCalledWith('', POPUP_NAME, expect.stringMatching(/toolbar=no,location=no,width=520,height=640/));
    // Live mode: the popup goes to the provider, which returns to the studio's callback page.
    const sent = await sentState(popup);
    expect(sent.host).toBe('accounts.google.com');
    expect(sent.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/custom-nodes/auth/callback`);
    expect(sent.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/spreadsheets');
    expect(screen.getByText('Finish signing in to Google in the window that opened.')).toBeInTheDocument();

    // Another origin's message is not listened to, even with the right state.
    postFromCallback(`?code=evil&state=${sent.searchParams.get('state')}`, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Finish signing in to Google in the window that opened.')).toBeInTheDocument();
    expect(screen.getByTestId('custom-node-auth-card')).toHaveAttribute('data-status', 'AUTH_STATUS_UNAUTHENTICATED');

    postFromCallback(`?code=4%2F0AQSTgQ&state=${sent.searchParams.get('state')}`);
    const element = await card('AUTH_STATUS_AUTHENTICATED');
    expect(within(element).getByText('Signed in to Google as taro.yamada@acme.example.')).toBeInTheDocument();
    expect(seconds(within(element).getByRole('timer', { name: 'Time remaining' }).textContent)).toBeGreaterThan(59 * 60);
    expect(await toastText()).toBe('Signed in to Google as taro.yamada@acme.example');
    expect(popup.close).toHaveBeenCalled();
  });

  it('takes the answer from the channel when the provider cut the opener', async () => {
    const { popup } = stubPopup();
    const { user } = renderCard(SHEETS);
    await user.click(within(await card('AUTH_STATUS_UNAUTHENTICATED')).getByRole('button', { name: 'Authenticate' }));
    const sent = await sentState(popup);
    const channel = new BroadcastChannel(ANSWER_CHANNEL);
    channel.postMessage(answerOf(`?code=c0de&state=${sent.searchParams.get('state')}`));
    channel.close();
    await card('AUTH_STATUS_AUTHENTICATED');
  });

  it('sends the popup to the stand-in sign-in when the backend is a mock', async () => {
    const { popup } = stubPopup();
    const { user } = renderCard(SHEETS);
    setRuntimeConfig({ apiBaseUrl: '', environment: 'local', apiMode: 'server' });
    await user.click(within(await card('AUTH_STATUS_UNAUTHENTICATED')).getByRole('button', { name: 'Authenticate' }));
    const sent = await sentState(popup);
    expect(`${sent.origin}${sent.pathname}`).toBe(`${window.location.origin}/custom-nodes/auth/callback`);
    const authorize = new URL(sent.searchParams.get('stand_in') ?? '');
    expect(authorize.host).toBe('accounts.google.com');
    postFromCallback(`?code=stand-in-1&state=${authorize.searchParams.get('state')}`);
    await card('AUTH_STATUS_AUTHENTICATED');
  });

  it('says when the popup was blocked, and calls nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderCard(SHEETS);
    const element = await card('AUTH_STATUS_UNAUTHENTICATED');
    await user.click(within(element).getByRole('button', { name: 'Authenticate' }));
    expect(within(element).getByTestId('custom-node-auth-problem')).toHaveTextContent(
      'The sign-in window was blocked. Allow pop-ups for this site and try again.',
    );
    expect(within(element).getByRole('button', { name: 'Authenticate' })).toBeEnabled();
  });

  it('says when the popup was closed before it finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { popup } = stubPopup();
    const { user } = renderCard(SHEETS, { fakeTimers: true });
    const element = await card('AUTH_STATUS_UNAUTHENTICATED');
    await user.click(within(element).getByRole('button', { name: 'Authenticate' }));
    await sentState(popup);
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await within(element).findByTestId('custom-node-auth-problem')).toHaveTextContent('The sign-in window was closed before it finished.');
    expect(element).toHaveAttribute('data-status', 'AUTH_STATUS_UNAUTHENTICATED');
  });

  it('still takes a late answer on the channel after the window looked closed (a provider that cut the opener)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { popup } = stubPopup();
    const { user } = renderCard(SHEETS, { fakeTimers: true });
    const element = await card('AUTH_STATUS_UNAUTHENTICATED');
    await user.click(within(element).getByRole('button', { name: 'Authenticate' }));
    const sent = await sentState(popup);
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await within(element).findByTestId('custom-node-auth-problem')).toHaveTextContent('The sign-in window was closed before it finished.');
    const channel = new BroadcastChannel(ANSWER_CHANNEL);
    channel.postMessage(answerOf(`?code=late&state=${sent.searchParams.get('state')}`));
    channel.close();
    await card('AUTH_STATUS_AUTHENTICATED');
    expect(within(element).queryByTestId('custom-node-auth-problem')).toBeNull();
  });

  it("refuses an answer whose state is not this sign-in's, and closes the window", async () => {
    const { popup } = stubPopup();
    const { user } = renderCard(SHEETS);
    const element = await card('AUTH_STATUS_UNAUTHENTICATED');
    await user.click(within(element).getByRole('button', { name: 'Authenticate' }));
    await sentState(popup);
    postFromCallback('?code=c0de&state=st_someone_else');
    expect(await within(element).findByTestId('custom-node-auth-problem')).toHaveTextContent(
      'The answer from the sign-in window does not belong to this sign-in, so it was refused. Please try again.',
    );
    expect(popup.close).toHaveBeenCalled();
    expect(element).toHaveAttribute('data-status', 'AUTH_STATUS_UNAUTHENTICATED');
  });

  it("says the provider's refusal", async () => {
    const { popup } = stubPopup();
    const { user } = renderCard(SHEETS);
    const element = await card('AUTH_STATUS_UNAUTHENTICATED');
    await user.click(within(element).getByRole('button', { name: 'Authenticate' }));
    const sent = await sentState(popup);
    postFromCallback(`?error=access_denied&error_description=The+user+denied+access.&state=${sent.searchParams.get('state')}`);
    expect(await within(element).findByTestId('custom-node-auth-problem')).toHaveTextContent('Google did not sign the node in: The user denied access.');
  });

  it('re-authenticates an expired node and signs out', async () => {
    const { popup } = stubPopup();
    const { user } = renderCard(SHAREPOINT);
    await user.click(within(await card('AUTH_STATUS_EXPIRED')).getByRole('button', { name: 'Re-authenticate' }));
    const sent = await sentState(popup);
    expect(sent.host).toBe('login.microsoftonline.com');
    postFromCallback(`?code=M.C507&state=${sent.searchParams.get('state')}`);
    const element = await card('AUTH_STATUS_AUTHENTICATED');

    await user.click(within(element).getByRole('button', { name: 'Sign out' }));
    await card('AUTH_STATUS_UNAUTHENTICATED');
    expect(await toastText()).toBe('Deleted Microsoft Entra ID credentials');
    expect(within(element).getByRole('button', { name: 'Authenticate' })).toBeEnabled();
  });

  it('in Japanese: the countdown, re-authenticate and sign out', async () => {
    const { user } = renderCard(BOX, { language: 'ja-jp' });
    const element = await card('AUTH_STATUS_AUTHENTICATED');
    expect(within(element).getByRole('heading', { name: '認証状態' })).toBeInTheDocument();
    expect(within(element).getByText('認証済み')).toBeInTheDocument();
    expect(within(element).getByText('keiri@acme.example として Box にサインインしています。')).toBeInTheDocument();
    expect(within(element).getByRole('timer', { name: '残り時間' })).toHaveTextContent(/^00:4\d:\d\d$/);
    expect(within(element).getByRole('button', { name: '再認証' })).toBeEnabled();
    await user.click(within(element).getByRole('button', { name: 'サインアウト' }));
    await card('AUTH_STATUS_UNAUTHENTICATED');
    expect(await toastText()).toBe('Box の認証情報を削除しました');
    expect(within(element).getByText('Box にまだサインインしていません。ノードを実行するには認証してください。')).toBeInTheDocument();
    expect(within(element).getByRole('button', { name: '認証' })).toBeEnabled();
  });
});
