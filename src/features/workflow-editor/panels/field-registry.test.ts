import { describe, expect, it, vi } from 'vitest';
import { createFieldRegistry } from './field-registry';

describe('field registry', () => {
  it('counts a field shown twice until both are gone, and tells its listeners', () => {
    const registry = createFieldRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    const first = registry.register('data.prompt');
    const second = registry.register('data.prompt');
    first();
    expect(registry.has('data.prompt')).toBe(true);
    second();
    expect(registry.has('data.prompt')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    expect(registry.version()).toBe(4);
  });
});
