import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LikesView } from '../types';

export const likesKey = ['me', 'likes'] as const;

/** GET /api/me/likes: the signed-in user's favourite product ids. */
export function getLikes(signal?: AbortSignal): Promise<LikesView> {
  return api.get<LikesView>('/me/likes', { signal });
}

/** Keyed by user, so one account never sees another's cached list. */
export const likesQueryKey = (userId: string | null) => [...likesKey, userId] as const;

export const likesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: likesQueryKey(userId),
    queryFn: ({ signal }) => getLikes(signal),
    enabled: userId !== null,
  });
