import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Public } from './auth.decorators';
import { AuthGuard, bearerToken } from './auth.guard';
import type { PrincipalResolver } from './principal';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Bearer   spaced', 'spaced'],
  ])('reads %p', (header, token) => expect(bearerToken(header)).toBe(token));

  it.each([undefined, '', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer two words', 'abc.def.ghi'])(
    'finds no token in %p',
    (header) => expect(bearerToken(header)).toBeUndefined(),
  );
});

describe('AuthGuard and @Public()', () => {
  const context = (path: string, handler: () => void, authorization?: string) => {
    const request: { path: string; headers: Record<string, string>; principal?: unknown } = {
      path,
      headers: authorization ? { authorization } : {},
    };
    return {
      request,
      context: {
        getType: () => 'http',
        getHandler: () => handler,
        getClass: () => class Controller {},
        switchToHttp: () => ({ getRequest: () => request }),
      } as unknown as ExecutionContext,
    };
  };
  const resolved: string[] = [];
  const principals: PrincipalResolver = {
    resolve: async (token: string) => {
      resolved.push(token);
      return { kind: 'user', userId: 'u1', sessionId: 's1', role: 'user', name: 'C', email: 'c@x', language: 'en' };
    },
  };
  const guard = new AuthGuard(new Reflector(), principals);

  class Routes {
    @Public()
    webhook() {}
    @Public()
    misplaced() {}
    plain() {}
  }
  const routes = new Routes();

  it('lets a @Public() route through without reading any session', async () => {
    resolved.length = 0;
    const { context: ctx, request } = context('/api/payments/webhooks/stripe', routes.webhook, 'Bearer abc');
    await expect(guard.canActivate(ctx)).resolves.toBe(true);
    expect(resolved).toEqual([]);
    expect(request.principal).toBeNull();
  });

  it('never opens /api/admin, even when a handler there says @Public()', async () => {
    const { context: ctx } = context('/api/admin/payments/ledger', routes.misplaced);
    await expect(guard.canActivate(ctx)).rejects.toMatchObject({ status: 401 });
    const customer = context('/api/admin/payments/ledger', routes.misplaced, 'Bearer abc');
    await expect(guard.canActivate(customer.context)).rejects.toMatchObject({ status: 403 });
  });

  it('keeps an undeclared admin route admin-only', async () => {
    const { context: ctx } = context('/api/admin/payments/settings', routes.plain);
    await expect(guard.canActivate(ctx)).rejects.toMatchObject({ status: 401 });
  });
});
