import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';

export type FullAlertProps = Pick<AlertProps, 'severity' | 'action' | 'role' | 'sx' | 'children'> & {
  title?: ReactNode;
  'data-testid'?: string;
};

/** MUI's Alert with an optional title: loaded by ./lazy-alert, never with the first screen. */
export default function FullAlert({ title, children, ...props }: FullAlertProps) {
  return (
    <Alert {...props}>
      {title !== undefined && <AlertTitle>{title}</AlertTitle>}
      {children}
    </Alert>
  );
}
