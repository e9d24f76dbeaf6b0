/** Fresh node and edge ids: a readable prefix and a random suffix, unique in the graph they go into. */

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Random source; injectable so tests are deterministic. Returns an integer in [0, 36). */
export type RandomDigit = () => number;

const cryptoDigit: RandomDigit = () => {
  const buffer = new Uint8Array(1);
  // 252 is the largest multiple of 36 below 256: reject above it to keep the digits uniform.
  do crypto.getRandomValues(buffer);
  while (buffer[0]! >= 252);
  return buffer[0]! % 36;
};

/**
 * A fresh id `<prefix>_<8 random base-36 characters>` that is not in `taken`. Random rather than
 * sequential so two people adding nodes to the same workflow (merged after a 409) do not collide.
 */
export function freshId(prefix: string, taken: ReadonlySet<string>, random: RandomDigit = cryptoDigit): string {
  for (;;) {
    let suffix = '';
    for (let i = 0; i < 8; i += 1) suffix += ALPHABET[random()];
    const id = `${prefix}_${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/** A deterministic random source for tests (mulberry32 seeded). */
export function seededRandom(seed = 1): RandomDigit {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % 36;
  };
}
