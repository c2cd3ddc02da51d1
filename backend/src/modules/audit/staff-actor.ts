import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedRequest } from '../../core/security/auth.decorators';
import type { UserPrincipal } from '../../core/security/principal';

/** Who did it and from where: what an audit entry copies of the request. */
export interface StaffActor {
  userId: string;
  name: string;
  role: string;
  ip: string | null;
  userAgent: string | null;
}

/** The request's address and browser, as a session keeps them. */
export const requestOrigin = (request: Request): Pick<StaffActor, 'ip' | 'userAgent'> => ({
  ip: request.ip?.slice(0, 64) ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/** The actor of a signed-in user's request. */
export const actorOf = (principal: Pick<UserPrincipal, 'userId' | 'name' | 'role'>, request: Request): StaffActor => ({
  userId: principal.userId,
  name: principal.name,
  role: principal.role,
  ...requestOrigin(request),
});

/**
 * The signed-in staff member of this request, with its address and browser: `@Actor() actor: StaffActor` in a
 * controller, passed down to the service that writes the audit entry. Only on routes that require a user.
 */
export const Actor = createParamDecorator((_: unknown, ctx: ExecutionContext): StaffActor => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  return actorOf(request.principal as UserPrincipal, request);
});
