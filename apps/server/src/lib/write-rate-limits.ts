import { messages } from '@circles/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import type { AuthedEnv, RequireViewer } from '../auth/session';
import type { Config } from '../config';
import { clientAddress } from './client-address';
import type { RateLimitRepository } from './rate-limit-repository';

export type WriteRateLimit = {
  name: string;
  method: string;
  path: RegExp;
  /** Counted per signed-in member, or per client address for anonymous routes. */
  per: 'member' | 'address';
  max: number;
  windowSeconds: number;
};

/** Every write a script could flood, in one table (add a row for a new route). Limits are per window. */
export const writeRateLimits: WriteRateLimit[] = [
  {
    name: 'waitlist',
    method: 'POST',
    path: /^\/api\/waitlist\/?$/,
    per: 'address',
    max: 5,
    windowSeconds: 60,
  },
  { name: 'posts', method: 'POST', path: /^\/api\/posts\/?$/, per: 'member', max: 10, windowSeconds: 60 },
  {
    name: 'post-edits',
    method: 'PATCH',
    path: /^\/api\/posts\/[^/]+\/?$/,
    per: 'member',
    max: 30,
    windowSeconds: 60,
  },
  // A password check (argon2): a stolen session must not become a way to guess the password.
  {
    name: 'account-deletion',
    method: 'POST',
    path: /^\/api\/me\/deletion\/?$/,
    per: 'member',
    max: 5,
    windowSeconds: 60,
  },
  {
    name: 'comments',
    method: 'POST',
    path: /^\/api\/posts\/[^/]+\/comments\/?$/,
    per: 'member',
    max: 30,
    windowSeconds: 60,
  },
  {
    name: 'likes',
    method: 'POST',
    path: /^\/api\/likes\/toggle\/?$/,
    per: 'member',
    max: 120,
    windowSeconds: 60,
  },
  {
    name: 'invites',
    method: 'POST',
    path: /^\/api\/circles\/[^/]+\/invitations\/?$/,
    per: 'member',
    max: 20,
    windowSeconds: 60,
  },
  // Direct messages (issue #40): a conversation's pace, not a script's.
  {
    name: 'messages',
    method: 'POST',
    path: /^\/api\/messages\/conversations\/[^/]+\/messages\/?$/,
    per: 'member',
    max: 30,
    windowSeconds: 60,
  },
  { name: 'circles', method: 'POST', path: /^\/api\/circles\/?$/, per: 'member', max: 10, windowSeconds: 60 },
  // Invitation links (issue #41): besides the 20 unused a member may hold, a pace a person keeps.
  {
    name: 'invitation-links',
    method: 'POST',
    path: /^\/api\/invitations\/?$/,
    per: 'member',
    max: 10,
    windowSeconds: 60,
  },
  // Governance proposals (issue #40): a few an hour is plenty for a person.
  {
    name: 'proposals',
    method: 'POST',
    path: /^\/api\/governance\/policies\/[^/]+\/proposals\/?$/,
    per: 'member',
    max: 5,
    windowSeconds: 3600,
  },
  // Marketplace listings (issue #40): a seller lists a few things at a time, not a flood.
  {
    name: 'listings',
    method: 'POST',
    path: /^\/api\/marketplace\/listings\/?$/,
    per: 'member',
    max: 10,
    windowSeconds: 600,
  },
  // Settings' tests (issue #54): a member checks a few times, then waits; each sends pushes or an email.
  {
    name: 'test-push',
    method: 'POST',
    path: /^\/api\/push\/test\/?$/,
    per: 'member',
    max: 5,
    windowSeconds: 600,
  },
  {
    name: 'test-digest',
    method: 'POST',
    path: /^\/api\/notifications\/test-digest\/?$/,
    per: 'member',
    max: 3,
    windowSeconds: 3600,
  },
  {
    name: 'uploads',
    method: 'POST',
    path: /^\/api\/media\/[^/]+\/?$/,
    per: 'member',
    max: 20,
    windowSeconds: 60,
  },
];

/**
 * 429 with 'Too many attempts. Please try again later.' (docs/product.md §Messages) once a member (or an address)
 * goes over a write's limit. Counted in the database like the auth limits, so they hold across server processes;
 * every attempt counts, refused ones too. `scale` multiplies every max (test servers that act for many members).
 */
export function writeRateLimiter(deps: {
  repository: RateLimitRepository;
  requireViewer: RequireViewer;
  config: Pick<Config, 'TRUST_PROXY'>;
  scale: number;
  rules?: WriteRateLimit[];
}): MiddlewareHandler {
  const rules = deps.rules ?? writeRateLimits;
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const path = c.req.path;
    const rule = rules.find((candidate) => candidate.method === method && candidate.path.test(path));
    if (!rule) return next();
    let subject: string;
    if (rule.per === 'member') {
      // The route needs a member anyway: look the session up now (once; the route's guard reuses it).
      const authed = c as unknown as Context<AuthedEnv>;
      await deps.requireViewer(authed, async () => {});
      subject = authed.var.viewer.userId;
    } else {
      subject = clientAddress(c, deps.config.TRUST_PROXY);
    }
    const windowMs = rule.windowSeconds * 1000;
    const count = await deps.repository.hit(`write:${rule.name}:${subject}`, windowMs);
    if (count <= rule.max * deps.scale) return next();
    c.header('Retry-After', String(rule.windowSeconds));
    return c.json({ message: messages.backend.rateLimit, code: 'rate_limited' }, 429);
  };
}
