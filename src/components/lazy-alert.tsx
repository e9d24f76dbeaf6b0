/**
 * The alerts a good first visit never shows (a failed load, the offline notice, a failed sign-in): MUI's
 * Alert and its icons load on an idle moment after the first screen (`usePreloadAlertWhenIdle`, used by the offline notice that every page mounts), or when
 * one is first shown. Until then a plain box says the same thing with the same role, colours and box,
 * its action (Retry) already working.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ComponentType, useEffect, useState } from 'react';
import type { FullAlertProps } from './full-alert';
import { whenIdle } from '../lib/when-idle';
import { loadCircularProgress } from './lazy-circular-progress';
import { loadTouchRipple } from './lazy-touch-ripple';

/** MUI's Alert once its code is in. */
let loadedAlert: ComponentType<FullAlertProps> | undefined;

export const loadAlert = () =>
  import('./full-alert').then((module) => {
    loadedAlert = module.default;
    return module;
  });

/** Tests only: as before the Alert's code came (test files share modules). */
export function forgetLoadedAlert(): void {
  loadedAlert = undefined;
}

type Severity = NonNullable<FullAlertProps['severity']>;

const fallbackBox =
  (severity: Severity): SxProps<Theme> =>
  (theme) => ({
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: `${theme.shape.borderRadius}px`,
    color: theme.vars?.palette.Alert[`${severity}Color`],
    backgroundColor: theme.vars?.palette.Alert[`${severity}StandardBg`],
  });

/** What a LazyAlert shows until the Alert's code is in: exported for its test. */
export function AlertFallback({ severity = 'success', action, role, sx, title, children, 'data-testid': testId }: FullAlertProps) {
  return (
    <Box role={role ?? 'alert'} data-testid={testId} sx={[fallbackBox(severity), ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* Where the icon goes (22px wide, 12px from the text). */}
      <Box aria-hidden sx={{ width: 22, mr: '12px', flexShrink: 0 }} />
      <Box sx={{ py: '8px', minWidth: 0, overflow: 'auto' }}>
        {title !== undefined && <Box sx={{ fontWeight: 500, fontSize: '1rem', mb: '0.35em', mt: '-2px' }}>{title}</Box>}
        {children}
      </Box>
      {action && <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: '4px', pl: 2, ml: 'auto', mr: -1 }}>{action}</Box>}
    </Box>
  );
}

/**
 * MUI's Alert (severity, action, role, sx, an optional title), drawn at once: MUI's when its code is in, else the
 * plain box — chosen once, so that an alert's action (Retry) never re-mounts under a click or the keyboard's focus
 * when the code arrives; the alerts after it are MUI's.
 */
export function LazyAlert(props: FullAlertProps) {
  const [Alert] = useState(() => loadedAlert);
  useEffect(() => {
    if (!Alert) void loadAlert().catch(() => undefined);
  }, [Alert]);
  return Alert ? <Alert {...props} /> : <AlertFallback {...props} />;
}

/**
 * Loads the Alert's code (and the buttons' spinner and ripple, ./lazy-circular-progress.tsx, ./lazy-touch-ripple.tsx) when the browser is next
 * idle, so that an alert shown later (offline too) is whole at once.
 */
export function usePreloadAlertWhenIdle(): void {
  useEffect(
    () =>
      whenIdle(() => {
        void loadAlert().catch(() => undefined);
        void loadCircularProgress().catch(() => undefined);
        void loadTouchRipple().catch(() => undefined);
      }),
    [],
  );
}
