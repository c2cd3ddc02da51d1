import { ArgumentsHost, BadRequestException } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { ApiError } from './api-error';

function run(exception: unknown) {
  const sent: { status?: number; body?: unknown; headers?: Record<string, string> } = {};
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ method: 'GET', originalUrl: '/api/x' }) }),
  } as unknown as ArgumentsHost;
  const filter = new AllExceptionsFilter();
  jest.spyOn(filter['logger'], 'error').mockImplementation(() => undefined);
  filter.catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  it('keeps an ApiError as it was thrown', () => {
    expect(run(new ApiError(409, 'email_taken', 'An account with this e-mail already exists'))).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'email_taken', message: 'An account with this e-mail already exists' },
    });
  });

  it('joins the messages of a plain Nest exception', () => {
    expect(run(new BadRequestException(['a is wrong', 'b is wrong'])).body).toEqual({
      statusCode: 400,
      message: 'a is wrong; b is wrong',
    });
  });

  it('answers 503 when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(run(refused)).toEqual({
      status: 503,
      headers: { 'Retry-After': '5' },
      body: {
        statusCode: 503,
        code: 'service_unavailable',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      },
    });
  });

  it('hides the details of an unexpected fault behind a 500', () => {
    expect(run(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({
      status: 500,
      body: { statusCode: 500, code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('answers 503 when a statement timed out or the database link stopped answering', () => {
    const timedOut = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(run(timedOut).status).toBe(503);
    expect(run(new Error('Query read timeout')).status).toBe(503);
    expect(run(new Error('timeout exceeded when trying to connect')).status).toBe(503);
  });
});
