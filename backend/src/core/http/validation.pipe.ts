import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError, FieldError } from './api-error';

/** Every failed constraint as `{ field, messages }`, nested fields dotted. */
export function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return own.concat(flatten(error.children ?? [], field));
  });
}

/** Whitelisting validation at the edge; the first problem becomes the message, all of them the errors list. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      const first = fieldErrors[0]?.messages[0] ?? 'The request is not valid';
      return new ApiError(HttpStatus.BAD_REQUEST, 'validation_failed', first, fieldErrors);
    },
  });
}
