import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isStaffRole } from '@kedai/contracts';
import { ApiError } from '../http/api-error';
import { AUTH_REQUIREMENT, AuthenticatedRequest, AuthRequirement, BEFORE_SECOND_FACTOR } from './auth.decorators';
import { PrincipalResolver } from './principal';

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Global HTTP guard. Resolves the caller from the bearer token on every request, then enforces the
 * route's requirement. Anything under /api/admin is admin-only even if a controller forgot to say so,
 * unless it is marked StaffOnly (agents too).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly principals: PrincipalResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const declared = this.reflector.getAllAndOverride<AuthRequirement>(AUTH_REQUIREMENT, [
      context.getHandler(),
      context.getClass(),
    ]);
    const underAdmin = request.path.toLowerCase().replace(/\/+/g, '/').startsWith('/api/admin');
    // A provider's callback carries no session: nothing is read, the route checks its own signature.
    if (declared === 'open' && !underAdmin) {
      request.principal = null;
      return true;
    }
    const token = bearerToken(request.headers.authorization);
    request.bearerToken = token;
    request.principal = token ? await this.principals.resolve(token) : null;

    // Under /api/admin only an explicit StaffOnly widens admin-only; nothing there is public or merely "user".
    const requirement: AuthRequirement = underAdmin
      ? declared === 'staff'
        ? 'staff'
        : 'admin'
      : (declared ?? 'public');
    const pending = request.principal;
    if (pending?.kind === 'user' && pending.mustEnrolSecondFactor) {
      // Staff who must enrol in two-factor sign-in first: the storefront sees a guest, the rest refuses them.
      if (requirement === 'public') {
        request.principal = null;
        return true;
      }
      const allowed = this.reflector.getAllAndOverride<boolean>(BEFORE_SECOND_FACTOR, [
        context.getHandler(),
        context.getClass(),
      ]);
      if (!allowed) {
        throw new ApiError(
          HttpStatus.FORBIDDEN,
          'two_factor_enrolment_required',
          'Set up two-factor sign-in first: the shop requires it for staff.',
        );
      }
      return true;
    }
    if (requirement === 'public') return true;

    const principal = request.principal;
    if (principal?.kind !== 'user') {
      throw token
        ? new ApiError(HttpStatus.UNAUTHORIZED, 'session_expired', 'Your session has expired. Please log in again.')
        : new ApiError(HttpStatus.UNAUTHORIZED, 'login_required', 'Please log in to continue.');
    }
    if (requirement === 'user' || principal.role === 'admin') return true;
    if (!isStaffRole(principal.role)) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'admin_required', 'Admin access is required for this action.');
    }
    if (requirement === 'admin') {
      throw new ApiError(HttpStatus.FORBIDDEN, 'role_forbidden', 'Your role cannot do this. Ask an admin.');
    }
    return true;
  }
}
