/**
 * The Authentication tab's fields (§1): "Requires sign-in", the provider (Entra ID, Box, Google, from
 * getAuthenticationProviders) and its credential scopes, each with its description. Bound to the editor's
 * form field `authentication` (`{ provider, scopes }` or null) through its FormProvider; the scopes'
 * message comes from authenticationSchema (authentication-form.ts). Switching the sign-in off, or to
 * another provider, and back brings the scopes chosen before back.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { type FieldError, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState, LoadingState } from '../../../components/states';
import { useGetAuthenticationProviders } from '../../../generated/custom-nodes/custom-nodes';
import type { AuthenticationProvider, AuthenticationProviderInfo, AuthenticationScope } from '../../../generated/model';
import { type AuthenticationFormValues, type AuthenticationValue, PROVIDERS } from './authentication-form';

/** The offered scopes, then any saved scope the provider no longer offers (so it can be cleared). */
function scopeOptions(info: AuthenticationProviderInfo | undefined, chosen: string[]): (AuthenticationScope & { offered: boolean })[] {
  const offered = (info?.scopes ?? []).map((scope) => ({ ...scope, offered: true }));
  const known = new Set(offered.map((option) => option.scope));
  return [...offered, ...chosen.filter((scope) => !known.has(scope)).map((scope) => ({ scope, description: '', offered: false }))];
}

function ScopeOption({
  option,
  checked,
  onToggle,
  provider,
}: {
  option: AuthenticationScope & { offered: boolean };
  checked: boolean;
  onToggle(checked: boolean): void;
  provider: string;
}) {
  const { t } = useTranslation('customNodeAuth');
  const id = useId();
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, py: 0.25 }}>
      <Checkbox
        id={`${id}-input`}
        checked={checked}
        onChange={(_event, next) => onToggle(next)}
        slotProps={{ input: { 'aria-describedby': `${id}-description` } }}
        sx={{ mt: -0.75 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="label" htmlFor={`${id}-input`} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', cursor: 'pointer' }}>
          {option.scope}
        </Typography>
        <Typography id={`${id}-description`} variant="body2" color={option.offered ? 'text.secondary' : 'error'}>
          {option.offered ? option.description : t('settings.scopeNotOffered', { provider })}
        </Typography>
      </Box>
    </Box>
  );
}

export function AuthenticationSettings() {
  const { t, i18n } = useTranslation('customNodeAuth');
  const { control } = useFormContext<AuthenticationFormValues>();
  const { field, fieldState } = useController({ control, name: 'authentication' });
  const value: AuthenticationValue = field.value ?? null;
  const providers = useGetAuthenticationProviders({ query: { staleTime: Infinity } });
  // What was chosen before switching off or to another provider, to bring back.
  const lastProvider = useRef<AuthenticationProvider>(value?.provider ?? PROVIDERS[0]!);
  const scopesOf = useRef<Partial<Record<AuthenticationProvider, string[]>>>(value ? { [value.provider]: value.scopes } : {});
  const ids = useId();

  const error = fieldState.error as (FieldError & { scopes?: FieldError }) | undefined;
  const scopesMessage = error?.scopes?.message ?? error?.message;
  const info = value ? providers.data?.items.find((item) => item.provider === value.provider) : undefined;
  const providerName = value ? (info?.displayName ?? t(`providers.${value.provider}`)) : '';

  const change = (next: AuthenticationValue) => {
    if (value) scopesOf.current[value.provider] = value.scopes;
    if (next) lastProvider.current = next.provider;
    field.onChange(next);
  };
  const choose = (provider: AuthenticationProvider) => change({ provider, scopes: scopesOf.current[provider] ?? [] });
  const toggleScope = (scope: string, checked: boolean) => {
    if (!value) return;
    const chosen = new Set(value.scopes);
    if (checked) chosen.add(scope);
    else chosen.delete(scope);
    // In the provider's order, so the saved list reads like the offered one.
    change({
      ...value,
      scopes: scopeOptions(info, [...chosen])
        .map((option) => option.scope)
        .filter((option) => chosen.has(option)),
    });
  };

  return (
    <Box component="section" aria-labelledby={`${ids}-title`} data-testid="custom-node-auth-settings">
      <Typography id={`${ids}-title`} variant="subtitle1" component="h2">
        {t('settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.intro')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={value !== null}
            onChange={(_event, on) => (on ? choose(lastProvider.current) : change(null))}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
        label={t('settings.requiresSignIn')}
      />
      {value === null && (
        <Typography variant="body2" color="text.secondary">
          {t('settings.notRequiredHelp')}
        </Typography>
      )}
      {value !== null && providers.isPending && <LoadingState label={t('settings.loadingProviders')} />}
      {value !== null && providers.isError && !providers.data && (
        <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.providers'))} onRetry={() => void providers.refetch()} />
      )}
      {value !== null && providers.data && (
        <>
          <TextField
            select
            fullWidth
            margin="normal"
            label={t('settings.provider')}
            value={value.provider}
            onChange={(event) => choose(event.target.value as AuthenticationProvider)}
            helperText={t('settings.providerHelp')}
          >
            {providers.data.items.map((item) => (
              <MenuItem key={item.provider} value={item.provider}>
                {item.displayName}
              </MenuItem>
            ))}
          </TextField>
          <FormControl
            component="fieldset"
            aria-describedby={`${ids}-scopes-help`}
            error={Boolean(scopesMessage)}
            variant="standard"
            sx={{ mt: 1, width: '100%' }}
          >
            <FormLabel component="legend">{t('settings.scopes')}</FormLabel>
            <Typography variant="body2" color="text.secondary" id={`${ids}-scopes-help`}>
              {t('settings.scopesHelp', { provider: providerName })}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
              {scopeOptions(info, value.scopes).map((option) => (
                <ScopeOption
                  key={option.scope}
                  option={option}
                  provider={providerName}
                  checked={value.scopes.includes(option.scope)}
                  onToggle={(checked) => toggleScope(option.scope, checked)}
                />
              ))}
            </Box>
            {scopesMessage && <FormHelperText role="alert">{scopesMessage}</FormHelperText>}
          </FormControl>
        </>
      )}
    </Box>
  );
}
