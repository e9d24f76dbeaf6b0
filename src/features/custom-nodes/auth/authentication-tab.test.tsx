import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROJECT } from '../../../../mocks/fixtures/ids';
import { LOCAL_CUSTOM_NODE } from '../../../../mocks/areas/custom-nodes/table';
import { useZodForm } from '../../../components/form/use-zod-form';
import { renderWithProviders } from '../../../test/render';
import { authenticationSchema } from './authentication-form';
import { AuthenticationTab } from './authentication-tab';

/** The editor in small: its form holds the saved node's authentication. */
function Editor() {
  const { i18n } = useTranslation();
  const form = useZodForm(
    useMemo(() => z.object({ authentication: authenticationSchema(i18n.t) }), [i18n]),
    { authentication: { provider: 'AUTH_PROVIDER_GOOGLE', scopes: ['https://www.googleapis.com/auth/spreadsheets'] } },
  );
  return (
    <FormProvider {...form}>
      <AuthenticationTab projectId={PROJECT.invoice} customNodeId={LOCAL_CUSTOM_NODE.sheetsAppend} />
    </FormProvider>
  );
}

describe('AuthenticationTab', () => {
  it('holds the settings and the card; the card waits for a save while the settings differ from the saved ones', async () => {
    renderWithProviders(<Editor />);
    const user = userEvent.setup();
    const card = await screen.findByTestId('custom-node-auth-card');
    const authenticate = await within(card).findByRole('button', { name: 'Authenticate' });
    await waitFor(() => expect(authenticate).toBeEnabled());
    expect(within(card).queryByTestId('custom-node-auth-save-first')).toBeNull();

    const readonly = await screen.findByRole('checkbox', { name: 'https://www.googleapis.com/auth/drive.readonly' });
    await user.click(readonly);
    expect(within(card).getByTestId('custom-node-auth-save-first')).toHaveTextContent('Save the node first');
    expect(authenticate).toBeDisabled();

    await user.click(readonly);
    await waitFor(() => expect(within(card).queryByTestId('custom-node-auth-save-first')).toBeNull());
    expect(authenticate).toBeEnabled();
  });
});
