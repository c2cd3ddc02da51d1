import { HttpStatus, ParseUUIDPipe } from '@nestjs/common';
import { ApiError } from './api-error';

const uuidOr = (status: HttpStatus, code: string, message: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new ApiError(status, code, message) });

/** A uuid route parameter; anything else answers 404 with the given message, as a missing record would. */
export const uuidOr404 = (code: string, message: string) => uuidOr(HttpStatus.NOT_FOUND, code, message);

/** A uuid route parameter; anything else is the caller's mistake: 400 with the given message. */
export const uuidOr400 = (code: string, message: string) => uuidOr(HttpStatus.BAD_REQUEST, code, message);
