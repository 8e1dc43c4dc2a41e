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
