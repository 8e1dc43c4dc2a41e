import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, staffApi, type Role } from '@poshak/shared-api';

/** The staff accounts and the sign-ups waiting (admin only). */
export function useStaffDirectory() {
  return useQuery({ queryKey: queryKeys.staff, queryFn: staffApi.directory });
}

/** Role, password, removal: each reloads the accounts, the audit page's person list and its log. */
export function useStaffMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
      queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
    ]);
  const setRole = useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) => staffApi.setRole(id, { role }),
    onSuccess,
  });
  const resetPassword = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      staffApi.resetPassword(id, { password }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => staffApi.remove(id), onSuccess });
  return { setRole, resetPassword, remove };
}
