/**
 * Holds every caller until `release()`, so hundreds of requests leave together instead of
 * trickling out in the order they were created.
 */
export function barrier(): { wait: () => Promise<void>; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait: () => gate, release };
}

/** Deterministic pseudo-random numbers (mulberry32): a failing run can be replayed by its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
