/**
 * REST payload types shared by backend and frontend (types only). The backend's views and DTO
 * responses are declared against these, so the two sides cannot drift apart silently.
 */
import type { Language } from './languages';
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
  /** The language the customer chose: the shop and its e-mails speak it. */
  language: Language;
}

/** PUT /api/auth/me: what a signed-in user may change about themselves (each field optional). */
export interface UpdateProfileRequest {
  name?: string;
  /** Digits only; empty clears it. */
  phone?: string;
  language?: Language;
}

/** What login, admin-login, confirm-email and set-password answer. */
export interface AuthResult {
  token: string;
  user: UserView;
}

/**
 * What register and password-reset answer, the same whether or not the e-mail already has an account:
 * the answer must not tell anyone which e-mails are registered. The link arrives by e-mail.
 */
export interface LinkSentResult {
  status: 'link_sent';
  email: string;
  message: string;
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
  /**
   * The variable parts of `message` (a product's name, units left), so a client that shows another language
   * can word the same sentence: `errors` catalogue keys interpolate them (`{{title}}`).
   */
  params?: ErrorParams;
}

export type ErrorParams = Record<string, string | number>;
