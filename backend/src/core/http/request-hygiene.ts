import { HttpStatus, Injectable, PipeTransform } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, ApiErrorBody } from './api-error';

/** Deeper than any request Kedai takes; a deeper one is an attack on the recursive validators. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = 'nul' | 'not_unicode' | 'too_deep';

const PROBLEMS: Record<InputProblem, { code: string; message: string }> = {
  nul: {
    code: 'invalid_character',
    message: 'The request contains a character that is not allowed (a NUL byte). Please remove it and try again.',
  },
  not_unicode: {
    code: 'invalid_text',
    message: 'The request contains text that is not valid Unicode. Please retype it and try again.',
  },
  too_deep: { code: 'too_deeply_nested', message: 'The request is nested too deeply to be read.' },
};

/**
 * Finds what PostgreSQL or the validators would fail on with a 500: a NUL byte, a lone surrogate (not
 * encodable as UTF-8) or nesting past MAX_INPUT_DEPTH, anywhere in a value (keys included).
 */
export function findInputProblem(value: unknown, depth = 0): InputProblem | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'nul';
    return value.isWellFormed() ? null : 'not_unicode';
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_INPUT_DEPTH) return 'too_deep';
  for (const [key, item] of Object.entries(value)) {
    const problem = findInputProblem(key, depth + 1) ?? findInputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Throws the 400 for a value that findInputProblem objects to (e.g. JSON parsed from a form field). */
export function assertCleanInput(value: unknown): void {
  const problem = findInputProblem(value);
  if (problem) throw new ApiError(HttpStatus.BAD_REQUEST, PROBLEMS[problem].code, PROBLEMS[problem].message);
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Before routing: the path, the query and a JSON body. A broken %-encoding is a 400 here rather than a
 * 404 (or a 500 deeper in). Multipart fields are parsed later, by the route: the pipe below sees those.
 */
export function requestHygiene() {
  return (request: Request, response: Response, next: NextFunction) => {
    const path = decodedPath(request.path);
    const answer = (body: ApiErrorBody) => void response.status(body.statusCode).json(body);
    if (path === null) {
      return answer({
        statusCode: 400,
        code: 'malformed_url',
        message: 'The address is not valid: it has a broken %-encoding.',
      });
    }
    const problem = findInputProblem(path) ?? findInputProblem(request.query) ?? findInputProblem(request.body);
    if (problem) return answer({ statusCode: 400, ...PROBLEMS[problem] });
    next();
  };
}

/** The same check on every handler argument (multipart fields included), before validation. */
@Injectable()
export class InputHygienePipe implements PipeTransform {
  transform(value: unknown): unknown {
    assertCleanInput(value);
    return value;
  }
}
