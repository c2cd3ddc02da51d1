import { api } from '@/lib/api-client';
import type { LikesView } from '../types';

/** DELETE /api/me/likes: every favourite of the account removed; answers the (empty) list. */
export function clearLikes(): Promise<LikesView> {
  return api.delete<LikesView>('/me/likes');
}

/** PUT /api/me/likes/{productId} (liked) or DELETE (not liked); answers the whole list. */
export function setLike(productId: string, liked: boolean): Promise<LikesView> {
  const path = `/me/likes/${encodeURIComponent(productId)}`;
  return liked ? api.put<LikesView>(path) : api.delete<LikesView>(path);
}
