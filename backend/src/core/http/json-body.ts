import { json, NextFunction, Request, Response } from 'express';
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
 * JSON body parsing that answers its own failures in Kedai's error shape: parse errors happen before
 * routing, where Nest's exception filters never see them.
 */
export function jsonBody(limit: string) {
  const parse = json({ limit });
  return (request: Request, response: Response, next: NextFunction) => {
    parse(request, response, (error?: unknown) => {
      if (!error) return next();
      const body = describe(error as BodyParserError, request.path);
      response.status(body.statusCode).json(body);
    });
  };
}
