import { createContext } from 'react';
import type { SecondFactorChallenge } from '@kedai/contracts';
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
  /** The user, or the second step's challenge when the account has two-factor sign-in on. */
  login: (input: LoginInput) => Promise<UserView | SecondFactorChallenge>;
  /** Sends the confirmation link; nobody is signed in until it is opened. */
  register: (input: RegisterInput) => Promise<LinkSentResult>;
  /** Starts the session an e-mailed link (confirmation, set password) answered with. */
  signInWith: (result: AuthResult) => UserView;
  adminLogin: (input: LoginInput) => Promise<UserView | SecondFactorChallenge>;
  logout: (options?: LogoutOptions) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
