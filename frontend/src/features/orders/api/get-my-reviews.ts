import type { MyReviewView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMyReviews = () => api.get<MyReviewView[]>('/me/reviews');

export const myReviewsQuery = () => queryOptions({ queryKey: ['my-reviews'], queryFn: getMyReviews });

export const useMyReviews = () => useQuery(myReviewsQuery());
