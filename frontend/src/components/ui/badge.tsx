import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import styles from './badge.module.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: 'neutral' | 'brand' | 'success' | 'danger' | 'warning';
  /** A leading status dot. */
  dot?: boolean;
}

export function Badge({ tone = 'neutral', dot = false, className, ...props }: BadgeProps) {
  return <span className={cn(styles.badge, styles[tone], dot && styles.dot, className)} {...props} />;
}
