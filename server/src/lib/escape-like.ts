/** `%` and `_` typed by a person searching are letters, not wildcards, in an ILIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
