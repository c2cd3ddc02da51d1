import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { api, errorMessage } from '@/lib/api-client';
import type { UserView } from '@/types/api';

export const usersKey = ['admin', 'users'] as const;

/** The answer was not a list; the screen says so in its own words (usersErrorMessage). */
export class InvalidUsersResponseError extends Error {
  constructor() {
    super('Failed to load users - invalid data format');
    this.name = 'InvalidUsersResponseError';
  }
}

/** GET /api/admin/users?search=: newest first; the search matches name or e-mail on the server. */
export async function getUsers(search: string, signal?: AbortSignal): Promise<UserView[]> {
  const data = await api.get<unknown>('/admin/users', { query: { search: search || undefined }, signal });
  if (!Array.isArray(data)) throw new InvalidUsersResponseError();
  return data as UserView[];
}

export const usersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...usersKey, { search }],
    queryFn: ({ signal }) => getUsers(search, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(search: string) {
  return useQuery(usersQueryOptions(search));
}

/** What the list's failure says to the admin (`t` of the `admin-catalog` catalogue). */
export function usersErrorMessage(error: unknown, t: TFunction<'admin-catalog'>): string {
  if (error instanceof InvalidUsersResponseError) return t('users.errors.invalidList');
  return t('users.errors.loadFailed', { reason: errorMessage(error) });
}
