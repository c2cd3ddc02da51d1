import type { Role } from '../../contracts/realtime';
import { User } from './entities/user.entity';

/** What the API tells about a user: never the password hash. */
export interface UserView {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  role: Role;
  isActive: boolean;
  createdAt: string;
  lastLoginAt: string;
}

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
  };
}
