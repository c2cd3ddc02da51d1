import { json, NextFunction, Request, Response, urlencoded } from 'express';
import type { IncomingMessage } from 'node:http';
import { ApiErrorBody } from './api-error';

interface BodyParserError {
  type?: string;
}

/**
 * Paths with their own text for a body that is not JSON (the password manager's import:
 * docs/product/rules.md#error-messages).
 */
const MALFORMED_JSON_MESSAGES: Record<string, string> = {
  '/api/admin/guide-configs/import': 'Invalid JSON format',
};

function describe(error: BodyParserError, path: string): ApiErrorBody {
  switch (error.type) {
    case 'entity.parse.failed':
      return {
        statusCode: 400,
        code: 'malformed_json',
        message: MALFORMED_JSON_MESSAGES[path] ?? 'The request body is not valid JSON',
      };
    case 'entity.too.large':
      return { statusCode: 413, code: 'payload_too_large', message: 'The request body is too large' };
    default:
      return { statusCode: 400, code: 'unreadable_body', message: 'The request body could not be read' };
  }
}

/**
 * Routes whose callers sign the exact bytes they send (payment providers' webhooks): their body is kept as it
 * arrived in `request.rawBody`, besides being parsed, so the signature is checked over those bytes.
 */
export const RAW_BODY_PREFIXES = ['/api/payments/webhooks/', '/api/channels/whatsapp/webhook'];

export type RawBodyRequest = Request & { rawBody?: Buffer };

const keepsRawBody = (path: string) => RAW_BODY_PREFIXES.some((prefix) => path.startsWith(prefix));

function keepRaw(request: IncomingMessage, _response: unknown, buffer: Buffer): void {
  const typed = request as IncomingMessage & { rawBody?: Buffer; originalUrl?: string };
  if (keepsRawBody((typed.originalUrl ?? typed.url ?? '').split('?')[0] ?? '')) typed.rawBody = buffer;
}

/**
 * JSON body parsing that answers its own failures in Kedai's error shape: parse errors happen before
 * routing, where Nest's exception filters never see them. Form-encoded bodies are parsed only on the raw-body
 * routes (a provider's form callback); everywhere else the API speaks JSON.
 */
export function jsonBody(limit: string) {
  const parseJson = json({ limit, verify: keepRaw });
  const parseForm = urlencoded({ limit, extended: false, verify: keepRaw });
  return (request: Request, response: Response, next: NextFunction) => {
    const parse = keepsRawBody(request.path) && request.is('application/x-www-form-urlencoded') ? parseForm : parseJson;
    parse(request, response, (error?: unknown) => {
      if (!error) return next();
      const body = describe(error as BodyParserError, request.path);
      response.status(body.statusCode).json(body);
    });
  };
}
