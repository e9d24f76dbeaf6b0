import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import LazyTouchRipple from './lazy-touch-ripple';

// Only this file renders it (the build gives it to ButtonBase; tests use MUI's own ripple): its code is not in yet.
describe('LazyTouchRipple', () => {
  it('replays a focus ripple asked for before its code was in, then ripples at once', async () => {
    const ripple = createRef<TouchRippleActions>();
    const { container } = render(<LazyTouchRipple ref={ripple} />);
    act(() => ripple.current!.pulsate());
    await waitFor(() => expect(container.querySelector('.MuiTouchRipple-ripplePulsate')).not.toBeNull());
    act(() => ripple.current!.stop());
    act(() => ripple.current!.start(undefined, { center: true }));
    expect(container.querySelectorAll('.MuiTouchRipple-ripple')).toHaveLength(2);
  });
});
