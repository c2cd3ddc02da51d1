import { createContext } from 'react';

export interface LikesContextValue {
  /** Favourite product ids (uuids). */
  likedIds: string[];
  isLiked: (productId: string) => boolean;
  toggleLike: (productId: string) => void;
  /** Removes every favourite (the screens ask for confirmation first). */
  clearAll: () => void;
  count: number;
}

export const LikesContext = createContext<LikesContextValue | null>(null);
