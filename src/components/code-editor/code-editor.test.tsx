import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CodeEditor, type CodeEditorProps } from './code-editor';

// jsdom cannot run Monaco: src/test/setup-dom.ts replaces the lazy Monaco part with one that renders
// nothing, so these tests drive the textarea the editor shows until Monaco is ready.

function Controlled({ initial, onChange, ...props }: Omit<CodeEditorProps, 'value' | 'onChange'> & { initial: string; onChange(value: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <CodeEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CodeEditor', () => {
  it('is a labelled textbox with the value, and typing reaches onChange', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled label="Python code" language="python" initial="x = 1" onChange={onChange} helperText="A function named handler" />);
    const box = screen.getByRole('textbox', { name: 'Python code' });
    expect(box).toHaveValue('x = 1');
    expect(box).toHaveAccessibleDescription('A function named handler');
    expect(box).not.toBeInvalid();
    await userEvent.type(box, '\ny = 2');
    expect(box).toHaveValue('x = 1\ny = 2');
    expect(onChange).toHaveBeenLastCalledWith('x = 1\ny = 2');
  });

  it('shows the error message under the editor, linked to it, in place of the helper text, with a red outline', () => {
    renderWithProviders(
      <CodeEditor
        label="Input schema"
        language="json"
        value={'{\n  "a": 1,\n}'}
        onChange={() => {}}
        required
        helperText="JSON Schema"
        error={{ message: 'Unexpected trailing comma', line: 2 }}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Input schema' });
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Unexpected trailing comma');
    expect(screen.queryByText('JSON Schema')).not.toBeInTheDocument();
    expect(screen.getByText('Unexpected trailing comma')).toHaveClass('Mui-error');
    expect(box.closest('.MuiOutlinedInput-root')).toHaveClass('Mui-error');
    expect(screen.getByText('Input schema', { selector: 'label' })).toHaveClass('Mui-error');
  });

  it('calls onBlur when focus leaves, and stays read-only when asked', async () => {
    const onBlur = vi.fn();
    renderWithProviders(<CodeEditor label="Output" language="json" value="{}" onChange={() => {}} onBlur={onBlur} readOnly />);
    const box = screen.getByRole('textbox', { name: 'Output' });
    expect(box).toHaveAttribute('readonly');
    await userEvent.click(box);
    expect(box.closest('.MuiOutlinedInput-root')).toHaveClass('Mui-focused');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledOnce();
    expect(box.closest('.MuiOutlinedInput-root')).not.toHaveClass('Mui-focused');
  });

  it('keeps the textarea once the (replaced) Monaco part has loaded', async () => {
    const monacoPart = await import('./monaco-code-editor');
    expect(monacoPart.default({} as never)).toBeNull();
    renderWithProviders(<CodeEditor label="Python code" language="python" value="pass" onChange={() => {}} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Python code' })).toHaveValue('pass'));
  });
});
