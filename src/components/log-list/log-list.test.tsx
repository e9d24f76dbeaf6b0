import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebugLogLine } from '../../generated/model';
import { renderWithProviders } from '../../test/render';
import { formatLogTime, logLevelOf } from './log-line';
import { LogList } from './log-list';

const LEVELS = ['DEBUG_LOG_LEVEL_INFO', 'DEBUG_LOG_LEVEL_INFO', 'DEBUG_LOG_LEVEL_WARN', 'DEBUG_LOG_LEVEL_INFO', 'DEBUG_LOG_LEVEL_ERROR'] as const;

/** 5,000 lines, one a millisecond: every fifth an error, every fifth (offset 2) a warning. */
const manyLines: DebugLogLine[] = Array.from({ length: 5000 }, (_, i) => ({
  at: new Date(Date.UTC(2026, 10, 24, 3, 4, 5, 0) + i).toISOString(),
  level: LEVELS[i % 5]!,
  message: `line ${i + 1}`,
}));

describe('LogList', () => {
  // jsdom lays nothing out: give the scroll area the height a browser would.
  beforeEach(() => {
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
    return () => clientHeight.mockRestore();
  });

  it('renders only a window of 5,000 lines, with time, level and message', () => {
    renderWithProviders(<LogList lines={manyLines} />);
    const list = screen.getByRole('list', { name: 'Log' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveTextContent(`${formatLogTime(manyLines[0]!.at)}INFOline 1`);
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    expect(screen.getByText('5,000 lines')).toBeInTheDocument();
    // Keyboard users can scroll it.
    expect(list).toHaveAttribute('tabindex', '0');

    // Scrolled to the middle: the window moves, still a window.
    list.scrollTop = 2500 * 24;
    fireEvent.scroll(list);
    const moved = within(list).getAllByRole('listitem');
    expect(moved.length).toBeLessThan(60);
    expect(moved.map((row) => row.textContent)).toContainEqual(expect.stringContaining('INFOline 2501'));
    expect(within(list).queryByText('line 1')).toBeNull();
  });

  it('filters by level and counts what it shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LogList lines={manyLines} />);
    await user.click(screen.getByRole('button', { name: 'Errors' }));
    expect(screen.getByRole('button', { name: 'Errors' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1,000 of 5,000 lines')).toBeInTheDocument();
    const errors = within(screen.getByRole('list', { name: 'Log' })).getAllByRole('listitem');
    expect(errors[0]).toHaveTextContent('ERRORline 5');
    expect(errors.every((row) => row.textContent?.includes('ERROR'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Warnings and errors' }));
    expect(screen.getByText('2,000 of 5,000 lines')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Log' })).getAllByRole('listitem');
    expect(rows.slice(0, 2).map((row) => row.textContent)).toEqual([
      `${formatLogTime(manyLines[2]!.at)}WARNline 3`,
      `${formatLogTime(manyLines[4]!.at)}ERRORline 5`,
    ]);

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('5,000 lines')).toBeInTheDocument();
  });

  it('says when there is nothing to show, in Japanese too', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<LogList lines={[]} />);
    expect(screen.getByText('No log lines.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();

    renderWithProviders(<LogList lines={manyLines.slice(0, 2)} aria-label="llm_1 のログ" />, { language: 'ja-jp' });
    expect(screen.getByRole('list', { name: 'llm_1 のログ' })).toBeInTheDocument();
    expect(screen.getByText('2 行')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'エラー' }));
    expect(screen.getByText('このレベルのログはありません。')).toBeInTheDocument();
  });
});

describe('log line helpers', () => {
  it('reads contract and plain levels', () => {
    expect(logLevelOf('DEBUG_LOG_LEVEL_ERROR')).toBe('error');
    expect(logLevelOf('DEBUG_LOG_LEVEL_WARN')).toBe('warn');
    expect(logLevelOf('warning')).toBe('warn');
    expect(logLevelOf('DEBUG_LOG_LEVEL_INFO')).toBe('info');
    expect(logLevelOf('TRACE')).toBe('info');
  });

  it('shows the local time of day to the millisecond', () => {
    const at = new Date(2026, 10, 24, 9, 5, 7, 42);
    expect(formatLogTime(at.toISOString())).toBe('09:05:07.042');
    expect(formatLogTime('yesterday')).toBe('yesterday');
  });
});
