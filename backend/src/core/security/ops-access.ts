import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthenticatedRequest } from './auth.decorators';
import { isAdmin } from './principal';

const digest = (value: string) => createHash('sha256').update(value).digest();

export type OpsAccess = 'granted' | 'no_credentials' | 'not_admin';

/** Operational detail (metrics, worker hosts and PIDs) is for an admin session or the METRICS_TOKEN bearer. */
export function opsAccessOf(request: AuthenticatedRequest, metricsToken: string | undefined): OpsAccess {
  const token = request.bearerToken;
  if (token && metricsToken && timingSafeEqual(digest(token), digest(metricsToken))) return 'granted';
  const principal = request.principal ?? null;
  if (!principal || principal.kind !== 'user') return 'no_credentials';
  return isAdmin(principal) ? 'granted' : 'not_admin';
}
