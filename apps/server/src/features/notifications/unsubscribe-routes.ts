import { unsubscribeRequestSchema } from '@circles/contracts';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { validate } from '../../lib/validate';
import type { PreferencesService } from '../preferences/service';
import { readUnsubscribeToken } from './unsubscribe-token';

const page = (title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Circles</title></head>
<body style="font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#111"><main><h1 style="font-size:22px">${title}</h1>${body}</main></body></html>`;

const invalid = page(
  'This link is not valid',
  html`<p>Open Settings in Circles to change your email notifications.</p>`,
);

/**
 * The digest mail's unsubscribe link, no session needed: GET asks for a click (so a mail scanner that opens
 * links unsubscribes nobody), POST turns email notifications off.
 */
export const unsubscribeRoutes = (deps: { preferences: PreferencesService; secret: string }) =>
  new Hono()
    .get('/', validate('query', unsubscribeRequestSchema), (c) => {
      const { token } = c.req.valid('query');
      if (!readUnsubscribeToken(deps.secret, token)) return c.html(invalid, 400);
      return c.html(
        page(
          'Stop notification emails?',
          html`<p>You will no longer get emails about unread notifications. You can turn them back on in Settings.</p>
<form method="post"><input type="hidden" name="token" value="${token}"><button type="submit" style="font:inherit;padding:10px 16px;border-radius:8px;border:0;background:#4f46e5;color:#fff">Unsubscribe</button></form>`,
        ),
      );
    })
    .post('/', validate('form', unsubscribeRequestSchema), async (c) => {
      const userId = readUnsubscribeToken(deps.secret, c.req.valid('form').token);
      if (!userId) return c.html(invalid, 400);
      await deps.preferences.set(userId, 'email_notifications', 'false');
      return c.html(
        page('You are unsubscribed', html`<p>Circles will not email you about notifications any more.</p>`),
      );
    });
