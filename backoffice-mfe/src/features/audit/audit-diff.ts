/** One field of a recorded change, as the audit page shows it. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text: null when absent, JSON for lists and objects. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields of a change's before and after, changed ones first (in the order they appear), then
 * the unchanged ones. A creation has no before and a deletion no after: every field is changed.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const rows = fields.map((field) => {
    const b = asText(was[field]);
    const a = asText(now[field]);
    return { field, before: b, after: a, changed: b !== a };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}
