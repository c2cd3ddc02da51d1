import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody, ErrorParams, FieldError } from '@kedai/contracts';

export type { ApiErrorBody, ErrorParams, FieldError };

/**
 * An error whose message is meant for the person using Kedai, with a machine-readable code. A message with
 * variable parts sends them as `params` too, so the storefront can say it in the customer's language.
 */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, code: string, message: string, errors?: FieldError[], params?: ErrorParams) {
    super({ statusCode: status, message, code, errors, params } satisfies ApiErrorBody, status);
  }
}
