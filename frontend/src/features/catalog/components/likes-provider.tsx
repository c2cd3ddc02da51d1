import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getLikes, likesQueryKey, likesQueryOptions } from '../api/get-likes';
import { mergeLikes } from '../api/merge-likes';
import { clearLikes, setLike } from '../api/set-like';
import { GUEST_LIKES_KEY, readGuestLikes, writeGuestLikes } from '../guest-likes-storage';
import { LikesContext, type LikesContextValue } from '../likes-context';
import type { LikesView } from '../types';

export interface LikesProviderProps {
  /** The signed-in user's id, or null for a guest. */
  userId: string | null;
  children: ReactNode;
}

/**
 * Favourites (docs/product/storefront.md#favourites). A guest's list lives in localStorage; a signed-in user's
 * on the server. At login the guest list is merged into the account and then cleared from the browser.
 */
export function LikesProvider({ userId, children }: LikesProviderProps) {
  const queryClient = useQueryClient();
  const [guestIds, setGuestIds] = useState<string[]>(readGuestLikes);
  const serverKey = useMemo(() => likesQueryKey(userId), [userId]);
  // This page's own changes of the account's list (a heart, Clear all, the login merge): how many are under way,
  // and a count bumped whenever one begins or ends, so an answer can tell whether one happened while it travelled.
  const changes = useRef({ running: 0, version: 0 });
  const server = useQuery({
    ...likesQueryOptions(userId),
    // A load that began before a change ended may have read the list before the change was saved (a heart
    // tapped while the page was still loading, or a load started during the save): its answer is older than
    // what the page shows, so the page keeps its own. cancelQueries alone misses a load started after it.
    queryFn: async ({ signal }) => {
      const seen = changes.current.version;
      const list = await getLikes(signal);
      const stale = changes.current.running > 0 || changes.current.version !== seen;
      return (stale && queryClient.getQueryData<LikesView>(likesQueryKey(userId))) || list;
    },
  });
  const merging = useRef<string | null>(null);

  // Other tabs change the guest list too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === GUEST_LIKES_KEY) setGuestIds(readGuestLikes());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const likedIds = useMemo(
    () => (userId === null ? guestIds : (server.data?.productIds ?? [])),
    [userId, guestIds, server.data],
  );

  /**
   * Changes the account's list at once, then takes the server's answer (or puts back what was, on failure);
   * resolves to whether the server saved it. A load of the list still under way was read before the change: it
   * is cancelled first, so its answer cannot overwrite the change (a heart tapped while the page was still
   * loading flipped back). `change` is applied to the list as it is then, not as it was at the last render.
   */
  const changeServerList = useCallback(
    async (change: (ids: string[]) => string[], send: () => Promise<LikesView>, failure: string) => {
      const local = changes.current;
      local.running += 1;
      const began = (local.version += 1);
      await queryClient.cancelQueries({ queryKey: serverKey });
      const previous = queryClient.getQueryData<LikesView>(serverKey);
      queryClient.setQueryData<LikesView>(serverKey, { productIds: change(previous?.productIds ?? []) });
      let answer: LikesView | undefined;
      try {
        answer = await send();
      } catch (error) {
        console.warn(failure, error);
      }
      // Each answer is the whole list as the server had it then. With another change begun or ended meanwhile,
      // the server may have saved them in another order than their answers arrive: neither answer is believed.
      const alone = local.running === 1 && local.version === began;
      local.running -= 1;
      local.version += 1;
      // Alone, its answer is the list (or, on failure, what was before it).
      if (alone) queryClient.setQueryData<LikesView>(serverKey, answer ?? previous);
      // Not knowing what the server kept, the page asks it once no change is under way (a load begun then is
      // believed).
      if ((!answer || !alone) && local.running === 0) void queryClient.invalidateQueries({ queryKey: serverKey });
      return answer !== undefined;
    },
    [queryClient, serverKey],
  );

  // At login: the guest's favourites join the account. The merge is a change of the account's list like a heart:
  // a load begun before it ends (the page's first load of the list, started by the same login) was read before the
  // guest's hearts were saved and must not take them off the page.
  useEffect(() => {
    if (userId === null || guestIds.length === 0 || merging.current === userId) return;
    merging.current = userId;
    const pending = guestIds;
    void changeServerList(
      (ids) => [...new Set([...ids, ...pending])],
      () => mergeLikes(pending),
      'Could not merge guest favourites',
    )
      .then((saved) => {
        if (!saved) return;
        writeGuestLikes(null);
        setGuestIds([]);
      })
      .finally(() => {
        merging.current = null;
      });
  }, [userId, guestIds, changeServerList]);

  const toggleLike = useCallback(
    (productId: string) => {
      const liked = !likedIds.includes(productId);
      if (userId === null) {
        const next = liked ? [...guestIds, productId] : guestIds.filter((id) => id !== productId);
        writeGuestLikes(next);
        setGuestIds(next);
        return;
      }
      const change = (ids: string[]) => {
        const others = ids.filter((id) => id !== productId);
        return liked ? [...others, productId] : others;
      };
      void changeServerList(change, () => setLike(productId, liked), 'Could not update favourites');
    },
    [likedIds, userId, guestIds, changeServerList],
  );

  const clearAll = useCallback(() => {
    if (userId === null) {
      writeGuestLikes(null);
      setGuestIds([]);
      return;
    }
    void changeServerList(() => [], clearLikes, 'Could not clear favourites');
  }, [userId, changeServerList]);

  const value = useMemo<LikesContextValue>(
    () => ({
      likedIds,
      isLiked: (productId: string) => likedIds.includes(productId),
      toggleLike,
      clearAll,
      count: likedIds.length,
    }),
    [likedIds, toggleLike, clearAll],
  );

  return <LikesContext.Provider value={value}>{children}</LikesContext.Provider>;
}
