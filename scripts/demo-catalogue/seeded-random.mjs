// A small seeded generator (mulberry32), so the demo catalogue never depends on Math.random.
export const seeded = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
export const random = seeded(20250601);
export const between = (min, max) => min + (max - min) * random();
export const round = (value, decimals) => Number(value.toFixed(decimals));
export const rate = (min, max) => round(between(min, max), 4);
export const chance = (p) => random() < p;
export const clamp = (value, min, max) => Math.min(max, Math.max(min, value));
