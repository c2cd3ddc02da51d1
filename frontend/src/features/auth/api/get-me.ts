import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserView } from '@/types/api';

/** GET /api/auth/me. A 401 clears the stored session but does not leave the page the visitor is on. */
export async function getMe(signal?: AbortSignal): Promise<UserView> {
  const { user } = await api.get<{ user: UserView }>('/auth/me', { signal, onUnauthorized: 'clear' });
  return user;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Infinity,
  });

export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled });
}
