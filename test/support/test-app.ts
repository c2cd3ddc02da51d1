import { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { AllModule } from '../../backend/src/all.module';
import { createHttpApp } from '../../backend/src/core/http/create-http-app';
import { TEST_ADMIN } from './test-env';
import { nextEvent as nextEventOf } from './wait';

export interface TestApp {
  app: INestApplication;
  url: string;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Serve the OpenAPI document and Swagger UI at /api/docs. Off unless asked (or API_DOCS is set): building
   * the document walks every route and costs each boot; only the specs that read it ask for it.
   */
  apiDocs?: boolean;
}

/**
 * The real application (API, sockets and workers) on a free port, against this jest worker's database and
 * Redis key prefix (test/support/worker-env.ts). One per spec file: jest gives each file its own module
 * registry, so an app built for one file would not know the classes another file imports (`app.get(DataSource)`).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const docsSetting = process.env.API_DOCS;
  process.env.API_DOCS = options.apiDocs ? 'true' : (docsSetting ?? 'false');
  let app: Awaited<ReturnType<typeof createHttpApp>>;
  try {
    app = await createHttpApp(AllModule);
  } finally {
    if (docsSetting === undefined) delete process.env.API_DOCS;
    else process.env.API_DOCS = docsSetting;
  }
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const server = app.getHttpServer() as Server;
  const close = async () => {
    const closing = app.close();
    // The spec is over: a request still open is one that never answered (its test has failed already), and
    // server.close() would wait for it for ever, keeping jest from exiting.
    server.closeAllConnections();
    await closing;
  };
  return { app, url, http: () => request(url), close };
}

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export interface RegisteredUser {
  token: string;
  id: string;
  email: string;
  password: string;
  name: string;
}

/** Registers and opens the confirmation link from the e-mail, as a new customer does; signed in. */
export async function registerUser(app: TestApp, name = 'Test Customer'): Promise<RegisteredUser> {
  const email = uniqueEmail();
  const password = 'correct horse battery';
  await app.http().post('/api/auth/register').send({ name, email, password, privacyConsent: true }).expect(202);
  const token = await linkTokenFromMail(app, email, '/confirm-email');
  const response = await app.http().post('/api/auth/confirm-email').send({ token }).expect(200);
  return { token: response.body.token, id: response.body.user.id, email, password, name };
}

/** A support agent added by an admin, who chose a password from the e-mailed link; signed in. */
export async function addAgent(
  app: TestApp,
  adminToken: string,
  name = 'Test Agent',
): Promise<{ id: string; email: string; name: string; token: string }> {
  const email = uniqueEmail('agent');
  const created = await app
    .http()
    .post('/api/admin/users')
    .set(bearer(adminToken))
    .send({ name, email, role: 'agent' })
    .expect(201);
  const link = await linkTokenFromMail(app, email, '/set-password');
  const signedIn = await app
    .http()
    .post('/api/auth/set-password')
    .send({ token: link, password: 'agent-shift-passphrase-7' })
    .expect(200);
  return { id: created.body.id as string, email, name, token: signedIn.body.token as string };
}

export async function loginAdmin(app: TestApp): Promise<string> {
  const response = await app.http().post('/api/auth/login').send(TEST_ADMIN).expect(200);
  return response.body.token as string;
}

/** The token of the newest account link (`/confirm-email` or `/set-password`) e-mailed to this address. */
export async function linkTokenFromMail(app: TestApp, email: string, path: string): Promise<string> {
  const admin = await loginAdmin(app);
  const mails = await app
    .http()
    .get(`/api/admin/outbox?relatedId=${encodeURIComponent(email.toLowerCase())}`)
    .set(bearer(admin))
    .expect(200);
  for (const mail of mails.body as { textBody: string }[]) {
    const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.textBody);
    if (match) return match[1] as string;
  }
  throw new Error(`No ${path} link e-mailed to ${email}`);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const welcomes = new WeakMap<Socket, Promise<unknown>>();

/**
 * The server greets a socket with `session:welcome` as soon as it connects, often in the same read as
 * the connect packet, so it is caught here, before `connect` resolves, rather than by a later listener.
 */
export function welcomeOf<T>(socket: Socket): Promise<T> {
  return welcomes.get(socket) as Promise<T>;
}

/** A Socket.IO client that connects with the given token; resolves once connected or rejects with the server's reason. */
export function connectSocket(app: TestApp, token?: string): Promise<Socket> {
  const socket = io(app.url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  welcomes.set(socket, new Promise((resolve) => socket.once('session:welcome', resolve)));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The socket's next `event` (see nextEvent in ./wait, which also takes a `where` filter). */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return nextEventOf<T>(socket, event, timeoutMs);
}
