import type { UserView } from '@kedai/contracts';
import { User } from './entities/user.entity';

export type { UserView };

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    role: user.role,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: (user.lastLoginAt ?? user.createdAt).toISOString(),
    language: user.language,
  };
}
