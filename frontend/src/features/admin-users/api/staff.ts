import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, StaffRole } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import type { UserView } from '@/types/api';
import { usersKey } from './get-users';

export interface InviteStaffInput {
  name: string;
  email: string;
  role: StaffRole;
}

/** POST /api/admin/users: a staff account without a password; its owner gets a set-password link by e-mail. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteStaffInput) => api.post<UserView>('/admin/users', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** PUT /api/admin/users/{id}/role. The server refuses your own role and the last admin's. */
export function useChangeRole(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      api.put<UserView>(`/admin/users/${encodeURIComponent(id)}/role`, { role }),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
