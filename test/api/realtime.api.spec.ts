import { Socket } from 'socket.io-client';
import {
  bearer,
  connectSocket,
  loginAdmin,
  nextEvent,
  registerUser,
  startTestApp,
  TestApp,
  welcomeOf,
} from '../support/test-app';

describe('realtime handshake', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  it('refuses a socket without a token, and one with a bad token', async () => {
    await expect(connectSocket(app)).rejects.toThrow('Authentication required');
    await expect(connectSocket(app, 'not.a.token')).rejects.toThrow('Session expired or invalid');
  });

  it('welcomes a guest with a signed visitor token', async () => {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = track(await connectSocket(app, visitor.body.token));
    const welcome = await welcomeOf(socket);
    expect(welcome).toEqual({ kind: 'visitor', id: visitor.body.visitorId });
  });

  it('welcomes a logged-in user, and closes the socket when that session logs out', async () => {
    const user = await registerUser(app, 'Socket User');
    const socket = track(await connectSocket(app, user.token));
    expect(await welcomeOf(socket)).toEqual({
      kind: 'user',
      id: user.id,
      name: 'Socket User',
      role: 'user',
    });

    const revoked = nextEvent<{ code: string }>(socket, 'session:revoked');
    const disconnected = nextEvent<string>(socket, 'disconnect');
    await app.http().post('/api/auth/logout').set(bearer(user.token)).expect(204);
    expect((await revoked).code).toBe('logged_out');
    expect(await disconnected).toBe('io server disconnect');
    await expect(connectSocket(app, user.token)).rejects.toThrow('Session expired or invalid');
  });

  it('closes the sockets of a user an admin deactivates', async () => {
    const adminToken = await loginAdmin(app);
    const user = await registerUser(app);
    const socket = track(await connectSocket(app, user.token));
    await welcomeOf(socket);
    const revoked = nextEvent<{ code: string; message: string }>(socket, 'session:revoked');
    await app
      .http()
      .put(`/api/admin/users/${user.id}/status`)
      .set(bearer(adminToken))
      .send({ status: 'inactive' })
      .expect(200);
    expect(await revoked).toEqual({
      code: 'account_deactivated',
      message: 'This account has been deactivated. Please contact support.',
    });
  });
});
