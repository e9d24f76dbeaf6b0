import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { FormTextField } from './form-text-field';
import { requiredText } from './zod-messages';

function NameForm({ onValid }: { onValid(values: { name: string }): void }) {
  const { t } = useTranslation('projects').i18n;
  const schema = z.object({ name: requiredText(t, { required: t('projects:validation.nameRequired'), max: 5 }) });
  const form = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormTextField control={form.control} name="name" label="Name" helperText="Short" />
      <button type="submit">Go</button>
    </form>
  );
}

describe('FormTextField', () => {
  it("shows the schema's translated message, then clears it and passes the trimmed value", async () => {
    const onValid = vi.fn();
    renderWithProviders(<NameForm onValid={onValid} />, { language: 'ja-jp' });
    expect(screen.getByText('Short')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('プロジェクト名を入力してください')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('5 文字以内で入力してください')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' ab ');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'ab' }, expect.anything()));
  });
});
