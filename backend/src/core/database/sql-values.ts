import { QueryFailedError } from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be compared with a uuid column (PostgreSQL refuses anything else with an error). */
export const isUuid = (value: string) => UUID.test(value);

/** An ILIKE pattern matching `term` anywhere, with its own %, _ and \ taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** A write refused by a unique index (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';
