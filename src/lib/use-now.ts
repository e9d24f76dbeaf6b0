import { useEffect, useState } from 'react';

/** The current time (epoch ms), renewed every `intervalMs` while `active` (e.g. to flag work that stopped moving). */
export function useNow(intervalMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}
