import { ROLES } from '@kedai/contracts';
import type { UserView } from '@/types/api';

/**
 * The signed-in session kept in localStorage (`kedai.token`, `kedai.user`), exposed as a small external
 * store so React (useSyncExternalStore) and the API client read and clear the same thing. Other tabs
 * follow along through the `storage` event.
 */

export const TOKEN_KEY = 'kedai.token';
export const USER_KEY = 'kedai.user';

export interface StoredSession {
  token: string | null;
  user: UserView | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this page only.
  }
}

function isUserView(value: unknown): value is UserView {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    (ROLES as readonly unknown[]).includes(user.role)
  );
}

function parseUser(raw: string | null): UserView | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUserView(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function load(): StoredSession {
  const token = readItem(TOKEN_KEY);
  return { token: token || null, user: token ? parseUser(readItem(USER_KEY)) : null };
}

let snapshot: StoredSession = load();

function publish(next: StoredSession): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** The current session; the same object until it changes (safe for useSyncExternalStore). */
export function getSession(): StoredSession {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot.token;
}

export function setSession(token: string, user: UserView): void {
  writeItem(TOKEN_KEY, token);
  writeItem(USER_KEY, JSON.stringify(user));
  publish({ token, user });
}

/** Replaces the stored user (after a refresh from the server) without touching the token. */
export function setStoredUser(user: UserView): void {
  if (!snapshot.token) return;
  writeItem(USER_KEY, JSON.stringify(user));
  publish({ token: snapshot.token, user });
}

export function clearSession(): void {
  writeItem(TOKEN_KEY, null);
  writeItem(USER_KEY, null);
  if (snapshot.token !== null || snapshot.user !== null) publish({ token: null, user: null });
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) publish(load());
  });
}
