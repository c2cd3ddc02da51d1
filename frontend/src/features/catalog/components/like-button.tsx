import { HeartIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useLikes } from '../hooks/use-likes';
import styles from './catalog.module.css';

export interface LikeButtonProps {
  productId: string;
  title: string;
  className?: string;
  withText?: boolean;
}

/** The favourite toggle on cards and on the product page. */
export function LikeButton({ productId, title, className, withText = false }: LikeButtonProps) {
  const { isLiked, toggleLike } = useLikes();
  const liked = isLiked(productId);
  return (
    <button
      type="button"
      className={cn(styles.like, liked && styles.liked, withText && styles.likeWithText, className)}
      aria-pressed={liked}
      aria-label={withText ? undefined : liked ? `Remove ${title} from favorites` : `Add ${title} to favorites`}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggleLike(productId);
      }}
    >
      <HeartIcon size={20} fill={liked ? 'currentColor' : 'none'} />
      {withText && <span>{liked ? 'Favorited' : 'Add to Favorites'}</span>}
    </button>
  );
}
