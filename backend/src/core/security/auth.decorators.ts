import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { Principal, UserPrincipal } from './principal';

/** 'open': @Public(), no session read at all; 'public': a visitor or a user, whoever calls. */
export type AuthRequirement = 'open' | 'public' | 'user' | 'staff' | 'admin';
export const AUTH_REQUIREMENT = 'kedai:auth-requirement';

/**
 * A route anyone may call without a session, and that reads none: a payment provider's webhook or the
 * browser coming back from a provider's page. The route proves its caller itself (a signature). Never
 * honoured under /api/admin, which stays admin-only.
 */
export const Public = () => SetMetadata(AUTH_REQUIREMENT, 'open' satisfies AuthRequirement);
/** Any logged-in user (customer or admin). */
export const RequireUser = () => SetMetadata(AUTH_REQUIREMENT, 'user' satisfies AuthRequirement);
/** Admins only. Every /api/admin/* route is admin-only unless it says StaffOnly. */
export const AdminOnly = () => SetMetadata(AUTH_REQUIREMENT, 'admin' satisfies AuthRequirement);
/** The support desk: admins and agents (live chat, orders, fulfilment, receipts). */
export const StaffOnly = () => SetMetadata(AUTH_REQUIREMENT, 'staff' satisfies AuthRequirement);

export const BEFORE_SECOND_FACTOR = 'kedai:before-second-factor';
/**
 * A route a staff member who must still enrol in two-factor sign-in may use (enrolment itself, /auth/me,
 * logout); every other route refuses them with two_factor_enrolment_required.
 */
export const AllowBeforeSecondFactor = () => SetMetadata(BEFORE_SECOND_FACTOR, true);

export type AuthenticatedRequest = Request & { principal?: Principal | null; bearerToken?: string };

/** The caller: a logged-in user, a guest visitor, or null. */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal ?? null,
);

/** The logged-in user; only on routes guarded by RequireUser or AdminOnly. */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) =>
    ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal as UserPrincipal,
);
