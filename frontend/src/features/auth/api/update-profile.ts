import type { UpdateProfileRequest } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setStoredUser } from '@/lib/auth-storage';
import type { UserView } from '@/types/api';
import { meQueryOptions } from './get-me';

export type ProfileChanges = UpdateProfileRequest;

/** PUT /api/auth/me: the customer's own name, phone and language (the language of their e-mails). */
export async function updateProfile(changes: ProfileChanges): Promise<UserView> {
  const { user } = await api.put<{ user: UserView }>('/auth/me', changes);
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      setStoredUser(user);
      queryClient.setQueryData(meQueryOptions().queryKey, user);
    },
  });
}
