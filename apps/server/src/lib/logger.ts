import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import pino from 'pino';

export type Logger = pino.Logger;

/** The request being answered, for every log line written while answering it (lib/request-logger.ts). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Structured JSON lines. Cookies, auth headers and passwords are redacted wherever they appear. Every line names
 * this process (`instance`, `pid`) and, when written while answering a request, that request (`requestId`), so
 * one request can be followed across nginx and several processes (issue #56).
 */
export function createLogger(
  level: string,
  options: { instance?: string; destination?: pino.DestinationStream } = {},
): Logger {
  const settings: pino.LoggerOptions = {
    level,
    base: { instance: options.instance ?? os.hostname(), pid: process.pid },
    // Read from the request's scope at each line: services log through this one logger, not a child per request.
    mixin() {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword', '*.token'],
      censor: '[redacted]',
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
