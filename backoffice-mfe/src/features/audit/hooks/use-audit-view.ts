import { useState } from 'react';
import type { AuditKind, AuditListParams } from '@poshak/shared-api';
import { useAuditLog } from '../api/use-audit';

export interface AuditFilters {
  staffId: number | null;
  kind: AuditKind | null;
  from: string;
  to: string;
}
export const NO_FILTERS: AuditFilters = { staffId: null, kind: null, from: '', to: '' };

/** Whether the filters narrow the log (Clear is offered while they do). */
export const isFiltered = (filters: AuditFilters) =>
  filters.staffId !== null || filters.kind !== null || filters.from !== '' || filters.to !== '';

/**
 * The log's filters and the page on screen: any change of filter starts again at the newest page;
 * Older walks back by the cursor each page gives.
 */
export function useAuditView() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  // The `before` of each page shown so far: the last is the page on screen (undefined: newest).
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const params: AuditListParams = {
    ...(filters.staffId !== null && { staff_id: filters.staffId }),
    ...(filters.kind !== null && { kind: filters.kind }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
    ...(before !== undefined && { before }),
  };
  const log = useAuditLog(params);
  return {
    filters,
    log,
    change: (patch: Partial<AuditFilters>) => {
      setFilters((current) => ({ ...current, ...patch }));
      setCursors([undefined]);
    },
    /** Whether a page older than the newest is on screen. */
    paged: cursors.length > 1,
    newest: () => setCursors([undefined]),
    older: () => {
      const next = log.data?.next_before;
      if (next) setCursors((current) => [...current, next]);
    },
  };
}
