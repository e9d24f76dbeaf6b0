import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'> & {
  name: FieldPath<T>;
  /** The form's control (its submitted values may differ from the typed ones: a zod transform). */
  control: Control<T, unknown, TOut>;
};

/**
 * A text field bound to react-hook-form: value, blur and the zod resolver's (translated) message as
 * helper text. Build the form's schema from the generated zod with the area's messages (see a
 * feature's forms.ts) and pass `control` from `useForm`.
 */
export function FormTextField<T extends FieldValues, TOut = T>({ name, control, helperText, ...props }: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
