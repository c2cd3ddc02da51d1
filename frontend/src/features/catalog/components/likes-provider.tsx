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
  // Changes of the list under way, and when the last one ended (performance.now()).
  const changes = useRef({ running: 0, lastEndedAt: 0 });
  const server = useQuery({
    ...likesQueryOptions(userId),
    // A load that began before a change ended may have read the list before the change was saved (a heart
    // tapped while the page was still loading, or a refetch on focus during the save): its answer is older than
    // what the page shows, so the page keeps its own. cancelQueries alone misses a load started after it.
    queryFn: async ({ signal }) => {
      const startedAt = performance.now();
      const list = await getLikes(signal);
      const { running, lastEndedAt } = changes.current;
      const stale = running > 0 || startedAt < lastEndedAt;
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

  // At login: the guest's favourites join the account.
  useEffect(() => {
    if (userId === null || guestIds.length === 0 || merging.current === userId) return;
    merging.current = userId;
    const pending = guestIds;
    mergeLikes(pending)
      .then((merged) => {
        queryClient.setQueryData<LikesView>(serverKey, merged);
        writeGuestLikes(null);
        setGuestIds([]);
      })
      .catch((error: unknown) => console.warn('Could not merge guest favourites', error))
      .finally(() => {
        merging.current = null;
      });
  }, [userId, guestIds, queryClient, serverKey]);

  const likedIds = useMemo(
    () => (userId === null ? guestIds : (server.data?.productIds ?? [])),
    [userId, guestIds, server.data],
  );

  /**
   * Changes the account's list at once, then takes the server's answer (or puts back what was, on failure).
   * A load of the list still under way was read before the change: it is cancelled first, so its answer
   * cannot overwrite the change (a heart tapped while the page was still loading flipped back).
   */
  const changeServerList = useCallback(
    async (optimistic: string[], send: () => Promise<LikesView>, failure: string) => {
      changes.current.running += 1;
      await queryClient.cancelQueries({ queryKey: serverKey });
      const previous = queryClient.getQueryData<LikesView>(serverKey);
      queryClient.setQueryData<LikesView>(serverKey, { productIds: optimistic });
      let failed = false;
      try {
        queryClient.setQueryData<LikesView>(serverKey, await send());
      } catch (error) {
        console.warn(failure, error);
        failed = true;
        if (previous) queryClient.setQueryData<LikesView>(serverKey, previous);
      } finally {
        changes.current.running -= 1;
        changes.current.lastEndedAt = performance.now();
      }
      // Not knowing what the server kept, the page asks it (a load begun now is believed).
      if (failed) void queryClient.invalidateQueries({ queryKey: serverKey });
    },
    [queryClient, serverKey],
  );

  const toggleLike = useCallback(
    (productId: string) => {
      const liked = !likedIds.includes(productId);
      if (userId === null) {
        const next = liked ? [...guestIds, productId] : guestIds.filter((id) => id !== productId);
        writeGuestLikes(next);
        setGuestIds(next);
        return;
      }
      void changeServerList(
        liked ? [...likedIds, productId] : likedIds.filter((id) => id !== productId),
        () => setLike(productId, liked),
        'Could not update favourites',
      );
    },
    [likedIds, userId, guestIds, changeServerList],
  );

  const clearAll = useCallback(() => {
    if (userId === null) {
      writeGuestLikes(null);
      setGuestIds([]);
      return;
    }
    void changeServerList([], clearLikes, 'Could not clear favourites');
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
