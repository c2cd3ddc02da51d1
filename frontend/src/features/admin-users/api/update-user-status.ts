import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { api, ApiError } from '@/lib/api-client';
import type { UserView } from '@/types/api';
import { usersKey } from './get-users';

export type UserStatus = 'active' | 'inactive';

export interface UpdateUserStatusInput {
  id: string;
  status: UserStatus;
}

export const updateUserStatusKey = [...usersKey, 'status'] as const;

/** PUT /api/admin/users/{id}/status. Deactivating ends that user's sessions on the server. */
export function updateUserStatus({ id, status }: UpdateUserStatusInput): Promise<UserView> {
  return api.put<UserView>(`/admin/users/${encodeURIComponent(id)}/status`, { status });
}

/** The server's reason, or the screen's own words (`t` of the `admin-catalog` catalogue). */
export function userStatusErrorMessage(error: unknown, t: TFunction<'admin-catalog'>): string {
  return error instanceof ApiError && !error.isNetworkError && error.message
    ? error.message
    : t('users.errors.statusFailed');
}

export interface UpdateUserStatusCallbacks {
  onError?: (error: unknown, input: UpdateUserStatusInput) => void;
  onSettled?: (input: UpdateUserStatusInput) => void;
}

/** Changes a user's status, puts the answer in the cached lists, then reloads them. */
export function useUpdateUserStatus({ onError, onSettled }: UpdateUserStatusCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateUserStatusKey,
    mutationFn: updateUserStatus,
    onSuccess: async (updated) => {
      queryClient.setQueriesData<UserView[]>({ queryKey: usersKey }, (list) =>
        list?.map((user) => (user.id === updated.id ? updated : user)),
      );
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error, input) => onError?.(error, input),
    onSettled: (_data, _error, input) => onSettled?.(input),
  });
}
