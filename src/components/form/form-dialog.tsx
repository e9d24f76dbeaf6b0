import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps<TValues extends FieldValues, TSubmitted = TValues> {
  title: string;
  /** The form (`useZodForm`): its values survive a failed call, since the dialog stays open. */
  form: UseFormReturn<TValues, unknown, TSubmitted>;
  /** Called with the valid values; start the mutation here and close in its `onSuccess`. */
  onSubmit: SubmitHandler<TSubmitted>;
  /** True while the call runs: submit shows progress and is disabled, and the dialog cannot be closed. */
  pending: boolean;
  submitLabel: string;
  onClose(): void;
  /** A failure to show inside the dialog (besides the toast). */
  error?: string | undefined;
  maxWidth?: DialogProps['maxWidth'];
  /** Shown above the fields (e.g. why the item cannot be edited now). */
  notice?: ReactNode;
  /** Look only: the fields are disabled, there is no submit, and Cancel says Close. */
  readOnly?: boolean;
  children: ReactNode;
}

/** Enter while an IME composes (Japanese input) commits the composition; it must not submit. */
export function isImeEnter(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/**
 * The create/edit dialog of every area: a react-hook-form form with the zod resolver's translated
 * messages (fields may use `useFormContext`). Enter in a one-line field submits, except while an IME composition is in progress (and
 * except where a field already used the key, e.g. picking an option); submit is disabled while the call
 * runs; the dialog cannot be closed mid-request (so its success toast and close are never lost); and a
 * failure keeps the dialog open with everything typed.
 */
export function FormDialog<TValues extends FieldValues, TSubmitted = TValues>({
  title,
  form,
  onSubmit,
  pending,
  submitLabel,
  onClose,
  error,
  maxWidth = 'sm',
  notice,
  readOnly = false,
  children,
}: FormDialogProps<TValues, TSubmitted>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const submit = form.handleSubmit((values, event) => {
    if (!pending && !readOnly) return onSubmit(values, event);
  });
  const close = () => {
    if (!pending) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return; // text areas, editors, buttons keep Enter
    if (event.defaultPrevented || target.getAttribute('aria-expanded') === 'true') return; // a field used it (an open list)
    event.preventDefault(); // submit here, never by the browser's implicit submission (it ignores composition)
    if (!isImeEnter(event)) void submit();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {/* A flex column like the dialog's paper, so the title and the actions stay put and only the content scrolls. */}
      <form onSubmit={submit} onKeyDown={onKeyDown} noValidate aria-busy={pending} style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {notice}
          <FormProvider {...form}>
            {readOnly ? (
              <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                {children}
              </fieldset>
            ) : (
              children
            )}
          </FormProvider>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {readOnly ? t('close') : t('cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={pending}>
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
