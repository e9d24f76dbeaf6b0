/**
 * MUI's TouchRipple (the press and keyboard-focus ripple of every button), loaded when a button first needs
 * it. The build (vite.config.ts, `rippleLazily`) gives it to MUI's ButtonBase in place of its static import,
 * which MUI already mounts only on the first press or focus: the first screen then carries neither it nor its
 * keyframes. Fetched on an idle moment after the first screen (./lazy-alert.tsx, `usePreloadAlertWhenIdle`).
 * A press or focus before its code is in is replayed once it is, so the first ripple (and a keyboard
 * user's focus ripple) is late, never lost.
 */
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { type ComponentType, lazy, type Ref, Suspense, useCallback, useImperativeHandle, useRef } from 'react';

export const loadTouchRipple = () => import('@mui/material/ButtonBase/TouchRipple');
type RippleProps = TouchRippleProps & { ref?: Ref<TouchRippleActions> };
// MUI types the default export as a render function; it is a forwardRef component.
const TouchRipple = lazy(async () => ({ default: (await loadTouchRipple()).default as unknown as ComponentType<RippleProps> }));

type Call = { [K in keyof TouchRippleActions]: [K, Parameters<TouchRippleActions[K]>] }[keyof TouchRippleActions];

function play(actions: TouchRippleActions, [name, args]: Call) {
  (actions[name] as (...args: unknown[]) => void)(...args);
}

export default function LazyTouchRipple({ ref, ...props }: RippleProps) {
  const loaded = useRef<TouchRippleActions | null>(null);
  const waiting = useRef<Call[]>([]);
  const call = (next: Call) => {
    if (loaded.current) play(loaded.current, next);
    else waiting.current.push(next);
  };
  useImperativeHandle(ref, (): TouchRippleActions => ({
    start: (...args: Parameters<TouchRippleActions['start']>) => call(['start', args]),
    stop: (...args: Parameters<TouchRippleActions['stop']>) => call(['stop', args]),
    pulsate: (...args: Parameters<TouchRippleActions['pulsate']>) => call(['pulsate', args]),
  }));
  const attach = useCallback((actions: TouchRippleActions | null) => {
    loaded.current = actions;
    if (actions) for (const next of waiting.current.splice(0)) play(actions, next);
  }, []);
  return (
    <Suspense fallback={null}>
      <TouchRipple ref={attach} {...props} />
    </Suspense>
  );
}
