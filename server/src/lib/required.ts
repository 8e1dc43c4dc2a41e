/** A value the code knows is there (a row RETURNING gave back, a key of a fixed table). */
export function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
