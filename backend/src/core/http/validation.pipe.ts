import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError, FieldError } from './api-error';

/** Constraints about a value's size or shape: their words ("must be shorter than …") mislead when it is missing. */
const SHAPE_CONSTRAINTS = new Set([
  'maxLength',
  'minLength',
  'max',
  'min',
  'isLength',
  'matches',
  'arrayMaxSize',
  'arrayMinSize',
]);

/** A missing field is said to be missing, not too long; a value that was sent keeps every message. */
function messagesOf(error: ValidationError, field: string): string[] {
  const entries = Object.entries(error.constraints ?? {});
  if (error.value !== undefined && error.value !== null) return entries.map(([, message]) => message);
  const kept = entries.filter(([name]) => !SHAPE_CONSTRAINTS.has(name)).map(([, message]) => message);
  return kept.length > 0 ? kept : [`${field} is required`];
}

/** Every failed constraint as `{ field, messages }`, nested fields dotted. */
export function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: [...new Set(messagesOf(error, field))] }] : [];
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
