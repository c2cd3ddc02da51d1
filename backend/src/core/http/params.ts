import { HttpStatus, ParseUUIDPipe } from '@nestjs/common';
import { ApiError } from './api-error';

/** A uuid route parameter; anything else answers 404 with the given message, as a missing record would. */
export const uuidOr404 = (code: string, message: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new ApiError(HttpStatus.NOT_FOUND, code, message) });
