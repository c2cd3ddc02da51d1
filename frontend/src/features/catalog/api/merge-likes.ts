import { api } from '@/lib/api-client';
import type { LikesView } from '../types';

/** POST /api/me/likes/merge: a guest's favourites join the account (unknown ids are ignored). */
export function mergeLikes(productIds: string[]): Promise<LikesView> {
  return api.post<LikesView>('/me/likes/merge', { productIds: productIds.slice(0, 500) });
}
