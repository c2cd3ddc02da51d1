import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { Role } from '@kedai/contracts';
import type { UserView } from '@/types/api';
import { useChangeRole } from '../api/staff';
import { useUsers, usersErrorMessage } from '../api/get-users';
import {
  updateUserStatusKey,
  useUpdateUserStatus,
  userStatusErrorMessage,
  type UpdateUserStatusInput,
} from '../api/update-user-status';

export const SEARCH_DELAY_MS = 300;

/**
 * Everything the User Management screen does: the server-side search, the list, status changes
 * (deactivating an admin waits for a confirmation) and their errors.
 */
export function useUserManagement() {
  const { t } = useTranslation('admin-catalog');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useUsers(term);
  const [confirming, setConfirming] = useState<UserView | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const [notice, setNotice] = useState<string | null>(null);
  const changeRole = useChangeRole((error) => setActionError(userStatusErrorMessage(error, t)));
  const mutation = useUpdateUserStatus({
    onError: (error) => setActionError(userStatusErrorMessage(error, t)),
    onSettled: (input) => setConfirming((current) => (current?.id === input.id ? null : current)),
  });
  const pendingIds = useMutationState({
    filters: { mutationKey: updateUserStatusKey, status: 'pending' },
    select: (entry) => (entry.state.variables as UpdateUserStatusInput | undefined)?.id,
  });

  const setStatus = (user: UserView, status: UpdateUserStatusInput['status']) => {
    setActionError(null);
    mutation.mutate({ id: user.id, status });
  };

  return {
    search,
    setSearch,
    /** The search the list on screen answers (the typed text, once typing pauses). */
    term,
    list: users.data ?? [],
    loading: users.isPending,
    refreshing: users.isFetching && !users.isPending,
    loadError: users.isError ? usersErrorMessage(users.error, t) : null,
    retry: () => void users.refetch(),
    isUpdating: (user: UserView) => pendingIds.includes(user.id),
    actionError,
    dismissActionError: () => setActionError(null),
    confirming,
    toggle: (user: UserView) => {
      if (user.isActive && user.role === 'admin') setConfirming(user);
      else setStatus(user, user.isActive ? 'inactive' : 'active');
    },
    changeRole: (user: UserView, role: Role) => {
      setActionError(null);
      changeRole.mutate({ id: user.id, role });
    },
    notice,
    setNotice,
    confirmDeactivate: () => confirming && setStatus(confirming, 'inactive'),
    cancelDeactivate: () => setConfirming(null),
  };
}
