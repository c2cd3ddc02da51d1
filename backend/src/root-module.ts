import type { Type } from '@nestjs/common';
import type { ProcessRole } from './core/config/environment';

/** The root module of a process role: imported lazily so a role loads only what it runs. */
export async function rootModuleFor(role: ProcessRole): Promise<Type<unknown>> {
  switch (role) {
    case 'api':
      return (await import('./api.module')).ApiModule;
    case 'worker':
      return (await import('./worker.module')).WorkerModule;
    case 'all':
      return (await import('./all.module')).AllModule;
  }
}
