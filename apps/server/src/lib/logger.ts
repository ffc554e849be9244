import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON lines. Cookies, auth headers and passwords are redacted wherever they appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword', '*.token'],
      censor: '[redacted]',
    },
  });
}
