import { createContext } from 'react';
import type { AuthResult, LinkSentResult, UserView } from '@/types/api';
import type { LoginInput } from './api/login';
import type { RegisterInput } from './api/register';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface LogoutOptions {
  /** Runs after the server call and before the session is cleared (e.g. leaving a protected page). */
  beforeClear?: () => void | Promise<void>;
}

export interface AuthContextValue {
  user: UserView | null;
  status: AuthStatus;
  login: (input: LoginInput) => Promise<UserView>;
  /** Sends the confirmation link; nobody is signed in until it is opened. */
  register: (input: RegisterInput) => Promise<LinkSentResult>;
  /** Starts the session an e-mailed link (confirmation, set password) answered with. */
  signInWith: (result: AuthResult) => UserView;
  adminLogin: (input: LoginInput) => Promise<UserView>;
  logout: (options?: LogoutOptions) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
