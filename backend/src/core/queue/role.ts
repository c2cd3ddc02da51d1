import type { ProcessRole } from '../config/environment';

/**
 * The role this process was started with (main.ts sets KEDAI_ROLE from --role). Only start-process.ts
 * (to pick the root module) and the worker heartbeat read it: modules never do.
 */
export function currentRole(): ProcessRole {
  const role = process.env.KEDAI_ROLE;
  return role === 'api' || role === 'worker' ? role : 'all';
}
