import { ArgumentMetadata, HttpStatus, Injectable, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from '../http/api-error';
import { assertCleanInput } from '../http/request-hygiene';
import { flatten } from '../http/validation.pipe';

/** A constraint may name the error code it answers with: `@IsString({ message, context: wsCode('message_empty') })`. */
export const wsCode = (code: string) => ({ code });

/** The code of the first failed constraint that names one (depth first, like the message), else validation_failed. */
function codeOf(errors: ValidationError[]): string | null {
  for (const error of errors) {
    const failed = Object.keys(error.constraints ?? {});
    if (failed.length > 0) {
      const context: unknown = error.contexts?.[failed[0]];
      const code = typeof context === 'object' && context !== null ? (context as { code?: unknown }).code : null;
      return typeof code === 'string' ? code : 'validation_failed';
    }
    const nested = codeOf(error.children ?? []);
    if (nested) return nested;
  }
  return null;
}

/**
 * Validates Socket.IO payloads against their DTO class, as the HTTP ValidationPipe does bodies: whitelisted,
 * the first problem is the message. The gateway's WsAckExceptionFilter answers the ack with
 * `{ ok: false, error: { code, message } }`. A payload that is not an object reads as `{}`.
 */
@Injectable()
export class WsValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: false,
      transform: true,
      transformOptions: { enableImplicitConversion: false },
      exceptionFactory: (errors) => {
        const fieldErrors = flatten(errors);
        const first = fieldErrors[0]?.messages[0] ?? 'The request is not valid';
        return new ApiError(HttpStatus.BAD_REQUEST, codeOf(errors) ?? 'validation_failed', first, fieldErrors);
      },
    });
  }

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Only the message body (@MessageBody reaches pipes as 'body'): the socket and the ack pass through.
    if (metadata.type !== 'body') return Promise.resolve(value);
    const body = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
    // A NUL byte, a lone surrogate or absurd nesting: the same clear 4xx as over HTTP, not a database error.
    assertCleanInput(body);
    return super.transform(body, metadata) as Promise<unknown>;
  }
}
