import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody, FieldError } from '@kedai/contracts';

export type { ApiErrorBody, FieldError };

/** An error whose message is meant for the person using Kedai, with a machine-readable code. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, code: string, message: string, errors?: FieldError[]) {
    super({ statusCode: status, message, code, errors } satisfies ApiErrorBody, status);
  }
}
