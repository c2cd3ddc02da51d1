import { createContext } from 'react';

export interface LikesContextValue {
  /** Favourite product ids (uuids). */
  likedIds: string[];
  isLiked: (productId: string) => boolean;
  toggleLike: (productId: string) => void;
  count: number;
}

export const LikesContext = createContext<LikesContextValue | null>(null);
