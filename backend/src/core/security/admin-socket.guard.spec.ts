import { ExecutionContext } from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import { AdminSocketGuard } from './admin-socket.guard';
import { Principal } from './principal';

const contextFor = (principal?: Principal) =>
  ({ switchToWs: () => ({ getClient: () => ({ data: { principal } }) }) }) as unknown as ExecutionContext;

const user = (role: 'admin' | 'user'): Principal => ({
  kind: 'user',
  userId: 'u1',
  sessionId: 's1',
  role,
  name: 'N',
  email: 'n@example.com',
  language: 'en',
});

describe('AdminSocketGuard', () => {
  const guard = new AdminSocketGuard();

  it('lets an admin socket through', () => {
    expect(guard.canActivate(contextFor(user('admin')))).toBe(true);
  });

  it.each([
    ['a customer', user('user')],
    ['a guest visitor', { kind: 'visitor', visitorId: 'v1' } as Principal],
    ['a socket without principal', undefined],
  ])('refuses %s with admin_required', (_, principal) => {
    expect(() => guard.canActivate(contextFor(principal))).toThrow(WsException);
    try {
      guard.canActivate(contextFor(principal));
    } catch (error) {
      expect((error as WsException).getError()).toEqual({
        code: 'admin_required',
        message: 'Admin access is required for this action.',
      });
    }
  });
});
