import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe to show the user; the error handler turns it into { message, code }. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
    options?: ErrorOptions,
    /** More of the answer's body beside message and code, e.g. the accepted values. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message, options);
  }
}

export const notFound = (message: string) => new AppError(404, message, 'not_found');
export const unauthorized = (message: string) => new AppError(401, message, 'unauthorized');
export const forbidden = (message: string) => new AppError(403, message, 'forbidden');
export const conflict = (message: string, code = 'conflict') => new AppError(409, message, code);
export const badRequest = (
  message: string,
  fieldErrors?: Record<string, string[]>,
  details?: Record<string, unknown>,
) => new AppError(400, message, 'invalid_request', fieldErrors, undefined, details);
