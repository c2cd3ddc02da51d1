import { isStaffRole, type Language, type Role } from '@kedai/contracts';

export type UserPrincipal = {
  kind: 'user';
  userId: string;
  sessionId: string;
  role: Role;
  name: string;
  email: string;
  /** The user's chosen language, as stored when the request (or the socket's handshake) was resolved. */
  language: Language;
  /**
   * A staff member without two-factor sign-in while the shop requires it: only enrolment, /auth/me and logout
   * answer them (docs/product/account-security.md).
   */
  mustEnrolSecondFactor?: boolean;
};

export type VisitorPrincipal = { kind: 'visitor'; visitorId: string };

export type Principal = UserPrincipal | VisitorPrincipal;

/**
 * Turns a bearer token into the principal it stands for, or null when the token is invalid,
 * expired, revoked, or belongs to a deactivated user. Implemented by the auth module.
 */
export abstract class PrincipalResolver {
  abstract resolve(token: string): Promise<Principal | null>;
}

export const isAdmin = (principal: Principal | null | undefined): principal is UserPrincipal =>
  principal?.kind === 'user' && principal.role === 'admin';

/** Admins and agents: who may use the support desk's sockets and routes. */
export const isStaff = (principal: Principal | null | undefined): principal is UserPrincipal =>
  principal?.kind === 'user' && isStaffRole(principal.role);
