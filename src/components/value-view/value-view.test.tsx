import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useToasts } from '../toast/toast-store';
import { collapsedPreview, parseJsonValue } from './json-value';
import { ValueView } from './value-view';

function LastToast() {
  const [toast] = useToasts();
  return toast ? <output>{[toast.title, toast.description].filter(Boolean).join(' — ')}</output> : null;
}

describe('ValueView', () => {
  it('shows a JSON object as a tree whose nested levels open and close', async () => {
    const user = userEvent.setup();
    const value = JSON.stringify({ category: '返品', score: 0.92, shipped: true, order: { no: 'A-1029', lines: [{ sku: 'X-1', qty: 2 }] } });
    renderWithProviders(<ValueView name="answer" value={value} />);
    const tree = screen.getByRole('tree', { name: 'answer' });
    expect(within(tree).getByText('"category"', { exact: false })).toBeInTheDocument();
    expect(within(tree).getByText('"返品"')).toBeInTheDocument();
    expect(within(tree).getByText('0.92')).toBeInTheDocument();
    expect(within(tree).getByText('true')).toBeInTheDocument();
    // Two levels open; deeper ones closed until asked.
    expect(within(tree).getByText('"A-1029"')).toBeInTheDocument();
    expect(within(tree).queryByText('"X-1"')).toBeNull();
    expect(within(tree).getAllByRole('button', { name: 'Collapse' })).toHaveLength(2);
    const lines = within(tree).getByRole('button', { name: 'Expand' });
    expect(lines).toHaveAttribute('aria-expanded', 'false');
    await user.click(lines);
    expect(lines).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getAllByRole('button', { name: 'Collapse' })).toHaveLength(3);
    await user.click(within(tree).getByRole('button', { name: 'Expand' }));
    expect(within(tree).getByText('"X-1"')).toBeInTheDocument();
    await user.click(within(tree).getAllByRole('button', { name: 'Collapse' })[0]!);
    expect(within(tree).queryByText('"category"', { exact: false })).toBeNull();
  });

  it('collapses long text behind Show all and shows it whole on request', async () => {
    const user = userEvent.setup();
    const long = Array.from({ length: 30 }, (_, i) => `行 ${i + 1}: 注文した商品がまだ届きません。`).join('\n');
    renderWithProviders(<ValueView name="prompt" value={long} />);
    const group = screen.getByRole('group', { name: 'prompt' });
    expect(group).toHaveTextContent('行 8:');
    expect(group).not.toHaveTextContent('行 9:');
    const toggle = screen.getByRole('button', { name: 'Show all' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(group).toHaveTextContent('行 30: 注文した商品がまだ届きません。');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(group).not.toHaveTextContent('行 30:');
  });

  it('shows short text whole, without a toggle, and an empty value as a placeholder', () => {
    renderWithProviders(
      <>
        <ValueView name="inquiry" value="注文した商品がまだ届きません。" />
        <ValueView name="note" value="" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'inquiry' })).toHaveTextContent('inquiry注文した商品がまだ届きません。');
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    expect(screen.getByRole('group', { name: 'note' })).toHaveTextContent('(empty)');
    expect(screen.queryByRole('button', { name: 'Copy note' })).toBeNull();
  });

  it('copies the value to the clipboard and says so; a refusal says what to do', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(
      <>
        <ValueView name="answer" value={'{"a":1}'} />
        <LastToast />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(writeText).toHaveBeenCalledWith('{"a":1}');
    expect(await screen.findByText('Copied “answer”')).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(await screen.findByText(/^Could not copy “answer” — The browser did not allow/)).toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ValueView name="prompt" value={'x'.repeat(500)} />, { language: 'ja-jp' });
    expect(screen.getByRole('button', { name: 'prompt をコピー' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'すべて表示' }));
    expect(screen.getByRole('button', { name: '折りたたむ' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('value helpers', () => {
  it('takes only objects and arrays as JSON', () => {
    expect(parseJsonValue(' [1, 2] ')).toEqual([1, 2]);
    expect(parseJsonValue('{"a":{"b":null}}')).toEqual({ a: { b: null } });
    expect(parseJsonValue('42')).toBeUndefined();
    expect(parseJsonValue('"text"')).toBeUndefined();
    expect(parseJsonValue('{not json')).toBeUndefined();
    expect(parseJsonValue('[返品] 注文')).toBeUndefined();
  });

  it('cuts at 400 characters or 8 lines, whichever comes first', () => {
    expect(collapsedPreview('short')).toBeUndefined();
    expect(collapsedPreview('a'.repeat(400))).toBeUndefined();
    expect(collapsedPreview('a'.repeat(401))).toBe('a'.repeat(400));
    expect(collapsedPreview('1\n2\n3\n4\n5\n6\n7\n8\n9')).toBe('1\n2\n3\n4\n5\n6\n7\n8');
    expect(collapsedPreview('1\n2\n3\n4\n5\n6\n7\n8')).toBeUndefined();
  });
});
