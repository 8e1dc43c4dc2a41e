/** A dictionary with the same keys as `T` and any text as values: the bn files must match en key for key. */
export type Dictionary<T> = { [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> };
