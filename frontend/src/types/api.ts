import type { Role } from '@contracts/realtime';

export type { Role };

/** A user as the API describes one (backend `UserView`): never the password hash. Dates are ISO strings. */
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

/** What register, login and admin-login answer. */
export interface AuthResult {
  token: string;
  user: UserView;
}

export interface FieldError {
  field: string;
  messages: string[];
}

/** Every error the API sends has this JSON shape. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  code?: string;
  errors?: FieldError[];
}
