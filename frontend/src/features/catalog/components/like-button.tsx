import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('catalog');
  const { isLiked, toggleLike } = useLikes();
  const liked = isLiked(productId);
  return (
    <button
      type="button"
      className={cn(styles.like, liked && styles.liked, withText && styles.likeWithText, className)}
      aria-pressed={liked}
      aria-label={withText ? undefined : liked ? t('like.removeLabel', { title }) : t('like.addLabel', { title })}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggleLike(productId);
      }}
    >
      <HeartIcon size={20} fill={liked ? 'currentColor' : 'none'} />
      {withText && <span>{liked ? t('like.favorited') : t('like.add')}</span>}
    </button>
  );
}
