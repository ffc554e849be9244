/**
 * Per-address limits for the auth endpoints, stored in the database so they hold across processes.
 * `scale` multiplies every max (tests that sign many members up from one address raise it).
 */
export const authRateLimitRules = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/verify-email': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 3 },
  '/passkey/generate-authenticate-options': { window: 60, max: 10 },
  '/passkey/verify-authentication': { window: 60, max: 5 },
} as const;

export function authRateLimits(scale: number) {
  const customRules = Object.fromEntries(
    Object.entries(authRateLimitRules).map(([path, rule]) => [
      path,
      { window: rule.window, max: rule.max * scale },
    ]),
  );
  return { window: 60, max: 100 * scale, customRules };
}
