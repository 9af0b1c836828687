/**
 * A small seeded PRNG (mulberry32) so the demo data is the same on every run. Each market gets its own
 * stream, so adding rows to one market does not reshuffle the others.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks a key with a probability proportional to its weight. */
  weighted<K extends string | number>(weights: ReadonlyArray<readonly [K, number]>): K;
  /** A string from a pattern: `#` becomes a digit, `L` an upper-case letter, anything else stays. */
  pattern(template: string): string;
}

// Letters that do not look like digits on a number plate.
const plateLetters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    weighted: (weights) => {
      const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of weights) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return pick(weights)[0];
    },
    pattern: (template) =>
      [...template]
        .map((char) => (char === '#' ? String(int(0, 9)) : char === 'L' ? pick([...plateLetters]) : char))
        .join(''),
  };
}

/** A stable 32-bit seed from a text, e.g. the market id. */
export function seedFromText(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}
