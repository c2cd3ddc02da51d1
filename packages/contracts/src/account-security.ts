/**
 * Two-factor sign-in and signed-in devices (docs/product/account-security.md). Types only, shared by the
 * API and the screens.
 */
import type { AuthResult } from './api';

/** What login, admin-login and set-password answer when the account has two-factor sign-in turned on. */
export interface SecondFactorChallenge {
  secondFactor: 'required';
  /** Short-lived, single-use; it opens nothing by itself. Sent back with the code. */
  pendingToken: string;
  expiresInSeconds: number;
}

/** Either a session at once, or the second step first. */
export type LoginResult = AuthResult | SecondFactorChallenge;

/** Whether a login's answer (or what a client made of it) asks for the second step. */
export const isSecondFactorChallenge = <T extends object>(
  result: T | SecondFactorChallenge,
): result is SecondFactorChallenge => (result as Partial<SecondFactorChallenge>).secondFactor === 'required';

/** POST /api/auth/login/second-factor: a 6-digit code from the app, or one of the recovery codes. */
export interface SecondFactorLoginRequest {
  pendingToken: string;
  code: string;
}

/** GET /api/auth/two-factor: the caller's own state. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** The shop requires it of this account (staff while the admin's rule is on): it cannot be turned off. */
  required: boolean;
}

/** POST /api/auth/two-factor/setup: a new secret to scan, waiting for its first code. */
export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** An SVG image of otpauthUrl as a data: URL. */
  qrCode: string;
}

/** POST /api/auth/two-factor/confirm and /recovery-codes: shown once, stored only hashed. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** GET /api/admin/two-factor: the rule and who has it on. */
export interface TwoFactorPolicyView {
  requireForStaff: boolean;
  enabledUserIds: string[];
}

/** One signed-in device (GET /api/auth/sessions, GET /api/admin/users/:id/sessions). */
export interface SessionView {
  id: string;
  /** Browser and system read from the user agent, e.g. "Chrome on Windows". */
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session that asked. */
  current: boolean;
}
