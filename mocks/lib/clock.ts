/** The mock backend's clock: real time, or a fixed/advanced one in tests. */
let offsetMs = 0;
let frozenAt: number | undefined;

export const clock = {
  now: (): number => (frozenAt ?? Date.now()) + offsetMs,
  iso: (): string => new Date(clock.now()).toISOString(),
  /** Moves the clock forward (tests: watch long-running work advance). */
  advance(ms: number): void {
    offsetMs += ms;
  },
  freeze(at: number): void {
    frozenAt = at;
    offsetMs = 0;
  },
  reset(): void {
    frozenAt = undefined;
    offsetMs = 0;
  },
};
