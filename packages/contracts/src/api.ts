/**
 * REST payload types shared by backend and frontend (types only). The backend's views and DTO
 * responses are declared against these, so the two sides cannot drift apart silently.
 */
import type { Role } from './realtime';

export type { Role };

/** A user as the API describes one: never the password hash. Dates are ISO strings. */
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
