import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { FormDialog } from './form-dialog';
import { FormTextField } from './form-text-field';
import { useZodForm } from './use-zod-form';

const schema = z.object({ name: z.string().trim().min(1, 'Please enter a name'), note: z.string() });

/** A dialog whose call the test settles by hand. */
function NameDialog({ call, onClose }: { call(values: { name: string }): Promise<void>; onClose(): void }) {
  const form = useZodForm(schema, { name: '', note: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      title="New thing"
      form={form}
      pending={pending}
      submitLabel="Create"
      onClose={onClose}
      error={error}
      onSubmit={async (values) => {
        setPending(true);
        try {
          await call(values);
          onClose();
        } catch {
          setError('Failed to create thing. Please try again later.');
        } finally {
          setPending(false);
        }
      }}
    >
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="note" label="Note" multiline minRows={2} />
    </FormDialog>
  );
}

function deferred() {
  let settle!: { resolve(): void; reject(error: Error): void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('FormDialog', () => {
  it("shows the schema's message and submits nothing until the form is valid", async () => {
    const call = vi.fn(async () => {});
    renderWithProviders(<NameDialog call={call} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('disables submit and refuses to close while the call runs, then closes on success', async () => {
    const pending = deferred();
    const call = vi.fn(() => pending.promise);
    const onClose = vi.fn();
    renderWithProviders(<NameDialog call={call} onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Alpha');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('button', { name: /Create/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledTimes(1);
    pending.resolve();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('keeps everything typed when the call fails, and says so inside the dialog', async () => {
    const call = vi.fn(async () => {
      throw new Error('500');
    });
    renderWithProviders(<NameDialog call={call} onClose={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Alpha');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'first line{Enter}second line');
    expect(call).not.toHaveBeenCalled(); // Enter in a text area is a new line
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create thing. Please try again later.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Alpha');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('first line\nsecond line');
    expect(screen.getByRole('dialog', { name: 'New thing' })).toBeInTheDocument();
  });

  it('submits on Enter in a one-line field, but not while an IME composition is in progress', async () => {
    const call = vi.fn(async () => {});
    renderWithProviders(<NameDialog call={call} onClose={() => {}} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'やまだ');
    // Enter that commits the Japanese conversion (keyCode 229 / isComposing) leaves the form alone.
    expect(fireEvent.keyDown(name, { key: 'Enter', keyCode: 229, isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(name, { key: 'Enter', keyCode: 229 })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(call).not.toHaveBeenCalled();
    fireEvent.keyDown(name, { key: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith({ name: 'やまだ', note: '' }));
  });
});
