import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi, queryKeys, type AuditListParams } from '@poshak/shared-api';

/** One page of the audit log, newest first. */
export function useAuditLog(params: AuditListParams) {
  return useQuery({
    queryKey: queryKeys.audit.list(params),
    queryFn: () => auditApi.list(params),
    placeholderData: keepPreviousData,
  });
}

/** The staff accounts, for the person filter. */
export function useStaffAccounts() {
  return useQuery({ queryKey: queryKeys.audit.staff, queryFn: () => auditApi.staff() });
}
