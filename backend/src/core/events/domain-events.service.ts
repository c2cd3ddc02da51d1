import { Injectable, Logger } from '@nestjs/common';
import type { DomainEvent, DomainEventListener, DomainEventName } from './domain-events';

/**
 * A typed in-process event bus. `emit` runs every listener without waiting for the asynchronous ones, so
 * the caller (e.g. the ack of a chat message) never waits for a side effect; a failing listener is logged
 * and does not affect the others. Listeners subscribe in `onModuleInit` of their own module.
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly listeners = new Map<DomainEventName, DomainEventListener<DomainEventName>[]>();

  on<K extends DomainEventName>(name: K, listener: DomainEventListener<K>): () => void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as DomainEventListener<DomainEventName>);
    this.listeners.set(name, list);
    return () => {
      const current = this.listeners.get(name) ?? [];
      this.listeners.set(
        name,
        current.filter((entry) => entry !== listener),
      );
    };
  }

  emit<K extends DomainEventName>(name: K, event: DomainEvent<K>): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        const result = (listener as DomainEventListener<K>)(event);
        if (result instanceof Promise) result.catch((error: unknown) => this.report(name, error));
      } catch (error) {
        this.report(name, error);
      }
    }
  }

  private report(name: DomainEventName, error: unknown): void {
    this.logger.error(
      `A listener of ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}
