import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BootBar } from './boot-bar';
import LazyCircularProgress from './lazy-circular-progress';

describe('BootBar', () => {
  it("is the boot screen's bar, a progress bar named by its label", () => {
    render(<BootBar label="Loading projects" />);
    expect(screen.getByRole('progressbar', { name: 'Loading projects' })).toHaveClass('boot-bar');
  });

  it("is styled by index.html's head for both colour schemes, not only inside the boot screen (which React replaces)", () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(readFileSync('index.html', 'utf8'))![1]!;
    expect(style).toMatch(/^\s*\.boot-bar \{/m);
    expect(style).toMatch(/^\s*\.boot-bar::after \{[^}]*animation/m);
    expect(style).toMatch(/^\s*html\.dark \.boot-bar::after \{/m);
    expect(readFileSync('index.html', 'utf8')).toContain('<div class="boot-bar"></div>');
  });
});

describe('LazyCircularProgress', () => {
  it("draws MUI's CircularProgress once its code has loaded", async () => {
    render(<LazyCircularProgress aria-label="Saving" />);
    expect(await screen.findByRole('progressbar', { name: 'Saving' })).toHaveClass('MuiCircularProgress-root');
  });
});
