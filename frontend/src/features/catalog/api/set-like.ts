import { api } from '@/lib/api-client';
import type { LikesView } from '../types';

/** PUT /api/me/likes/{productId} (liked) or DELETE (not liked); answers the whole list. */
export function setLike(productId: string, liked: boolean): Promise<LikesView> {
  const path = `/me/likes/${encodeURIComponent(productId)}`;
  return liked ? api.put<LikesView>(path) : api.delete<LikesView>(path);
}
