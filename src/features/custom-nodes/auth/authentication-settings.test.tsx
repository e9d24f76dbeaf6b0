import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../../../../mocks/node';
import { useZodForm } from '../../../components/form/use-zod-form';
import { getGetAuthenticationProvidersMockHandler } from '../../../generated/custom-nodes/custom-nodes.msw';
import { renderWithProviders } from '../../../test/render';
import { failCalls } from '../../../test/render-route';
import { type AuthenticationValue, authenticationSchema } from './authentication-form';
import { AuthenticationSettings } from './authentication-settings';

/** The editor's form in small: the field `authentication` with authenticationSchema, and a submit. */
function Harness({ initial, onSubmit }: { initial: AuthenticationValue; onSubmit(value: AuthenticationValue): void }) {
  const { i18n } = useTranslation();
  const form = useZodForm(
    useMemo(() => z.object({ authentication: authenticationSchema(i18n.t) }), [i18n]),
    { authentication: initial },
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values.authentication))(event)}>
        <AuthenticationSettings />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

function renderSettings(initial: AuthenticationValue, { language = 'en-us', fakeTimers = false } = {}) {
  const onSubmit = vi.fn<(value: AuthenticationValue) => void>();
  renderWithProviders(<Harness initial={initial} onSubmit={onSubmit} />, { language });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { user, onSubmit };
}

const BOX: AuthenticationValue = { provider: 'AUTH_PROVIDER_BOX', scopes: ['root_readwrite'] };
const scopes = () => screen.getAllByRole('checkbox');

afterEach(() => vi.useRealTimers());

describe('AuthenticationSettings', () => {
  it("loads the providers and the chosen provider's scopes, each with its description", async () => {
    const { user } = renderSettings(BOX);
    expect(screen.getByRole('switch', { name: 'Requires sign-in' })).toBeChecked();
    const provider = await screen.findByRole('combobox', { name: 'Provider' });
    expect(provider).toHaveTextContent('Box');
    expect(screen.getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription('What the node may do in Box. Choose at least one.');
    expect(scopes().map((box) => box.closest('li')?.querySelector('label')?.textContent)).toEqual([
      'root_readonly',
      'root_readwrite',
      'manage_groups',
      'manage_webhook',
      'sign_requests.readwrite',
      'ai.readwrite',
    ]);
    expect(screen.getByRole('checkbox', { name: 'root_readwrite' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'root_readwrite' })).toHaveAccessibleDescription('Read and write all files and folders stored in Box');
    expect(screen.getByRole('checkbox', { name: 'root_readonly' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'root_readonly' })).toHaveAccessibleDescription(
      'Read all files and folders stored in Box / Box の全ファイルの読み取り',
    );

    await user.click(provider);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Microsoft Entra ID', 'Box', 'Google']);
  });

  it('another provider asks for its own scopes: at least one, then it saves; coming back keeps the earlier choice', async () => {
    const { user, onSubmit } = renderSettings(BOX);
    await user.click(await screen.findByRole('combobox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: 'Google' }));
    expect(screen.getByRole('checkbox', { name: 'https://www.googleapis.com/auth/drive.file' })).toHaveAccessibleDescription(
      'Files created or opened with the app / アプリで作成・開いたファイル',
    );
    expect(scopes().every((box) => !(box as HTMLInputElement).checked)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one scope.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'https://www.googleapis.com/auth/spreadsheets' }));
    await user.click(screen.getByRole('checkbox', { name: 'https://www.googleapis.com/auth/drive.file' }));
    await waitFor(() => expect(screen.queryByText('Choose at least one scope.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // In the provider's order, whatever the order of the clicks.
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        provider: 'AUTH_PROVIDER_GOOGLE',
        scopes: ['https://www.googleapis.com/auth/drive.file', 'https://www.googleapis.com/auth/spreadsheets'],
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: 'Box' }));
    expect(screen.getByRole('checkbox', { name: 'root_readwrite' })).toBeChecked();
  });

  it('switched off, the node needs no sign-in (null); switched on again, the earlier choice is back', async () => {
    const { user, onSubmit } = renderSettings(BOX);
    await screen.findByRole('combobox', { name: 'Provider' });
    await user.click(screen.getByRole('switch', { name: 'Requires sign-in' }));
    expect(screen.queryByRole('combobox', { name: 'Provider' })).toBeNull();
    expect(screen.getByText('The node runs without signing in to a provider.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(null));

    await user.click(screen.getByRole('switch', { name: 'Requires sign-in' }));
    expect(await screen.findByRole('combobox', { name: 'Provider' })).toHaveTextContent('Box');
    expect(screen.getByRole('checkbox', { name: 'root_readwrite' })).toBeChecked();
  });

  it('a node without sign-in starts switched off; switched on, it starts with Entra ID and asks for a scope', async () => {
    const { user, onSubmit } = renderSettings(null);
    const toggle = screen.getByRole('switch', { name: 'Requires sign-in' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('combobox', { name: 'Provider' })).toHaveTextContent('Microsoft Entra ID');
    expect(screen.getByRole('checkbox', { name: 'User.Read' })).toHaveAccessibleDescription(
      'Sign in and read the user profile / サインインとプロフィールの読み取り',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one scope.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says when the providers cannot be loaded ('Failed to fetch …'), with Retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    failCalls(getGetAuthenticationProvidersMockHandler, 500);
    const { user } = renderSettings(BOX, { fakeTimers: true });
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(await screen.findByText('Failed to fetch authentication providers. Please try again later.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Provider' })).toHaveTextContent('Box');
  });

  it('in Japanese', async () => {
    const { user } = renderSettings({ provider: 'AUTH_PROVIDER_BOX', scopes: [] }, { language: 'ja-jp' });
    expect(screen.getByRole('heading', { name: 'サインイン設定' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'サインインが必要' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'プロバイダー' })).toHaveTextContent('Box');
    expect(screen.getByRole('group', { name: 'スコープ' })).toHaveAccessibleDescription('ノードが Box で行える操作です。1 つ以上選択してください。');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('スコープを 1 つ以上選択してください。')).toBeInTheDocument();
  });
});
