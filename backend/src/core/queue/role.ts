import { Provider } from '@nestjs/common';
import type { ProcessRole } from '../config/environment';

export function currentRole(): ProcessRole {
  const role = process.env.KEDAI_ROLE;
  return role === 'api' || role === 'worker' ? role : 'all';
}

export const runsWorkers = () => currentRole() !== 'api';
export const servesHttp = () => currentRole() !== 'worker';

/** Processors are providers only in a process that runs workers, so an api-only process takes no jobs. */
export function workerProviders(...providers: Provider[]): Provider[] {
  return runsWorkers() ? providers : [];
}
