import { useContext } from 'react';
import { LikesContext, type LikesContextValue } from '../likes-context';

export function useLikes(): LikesContextValue {
  const value = useContext(LikesContext);
  if (!value) throw new Error('useLikes must be used within a LikesProvider');
  return value;
}
