import { type Locale, negotiateLocale, unsubscribeRequestSchema } from '@circles/contracts';
import type { I18n } from '@lingui/core';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { textsIn } from '../../lib/i18n';
import { validate } from '../../lib/validate';
import type { PreferencesService } from '../preferences/service';
import { readUnsubscribeToken } from './unsubscribe-token';

const page = (i18n: I18n, title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html><html lang="${i18n.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Circles</title></head>
<body style="font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#111"><main><h1 style="font-size:22px">${title}</h1>${body}</main></body></html>`;

const invalid = (i18n: I18n) =>
  page(
    i18n,
    i18n._('This link is not valid'),
    html`<p>${i18n._('Open Settings in Circles to change your email notifications.')}</p>`,
  );

/**
 * The digest mail's unsubscribe link, no session needed: GET asks for a click (so a mail scanner that opens
 * links unsubscribes nobody), POST turns email notifications off. In the member's language (issue #53), else the
 * browser's.
 */
export const unsubscribeRoutes = (deps: { preferences: PreferencesService; secret: string }) => {
  const browserLocale = (c: Context) => negotiateLocale(c.req.header('accept-language'));
  const textsFor = async (userId: string, fallback: Locale) =>
    textsIn(await deps.preferences.language(userId, fallback));

  return new Hono()
    .get('/', validate('query', unsubscribeRequestSchema), async (c) => {
      const { token } = c.req.valid('query');
      const userId = readUnsubscribeToken(deps.secret, token);
      if (!userId) return c.html(invalid(textsIn(browserLocale(c))), 400);
      const i18n = await textsFor(userId, browserLocale(c));
      return c.html(
        page(
          i18n,
          i18n._('Stop notification emails?'),
          html`<p>${i18n._('You will no longer get emails about unread notifications. You can turn them back on in Settings.')}</p>
<form method="post"><input type="hidden" name="token" value="${token}"><button type="submit" style="font:inherit;padding:10px 16px;border-radius:8px;border:0;background:#4f46e5;color:#fff">${i18n._('Unsubscribe')}</button></form>`,
        ),
      );
    })
    .post('/', validate('form', unsubscribeRequestSchema), async (c) => {
      const userId = readUnsubscribeToken(deps.secret, c.req.valid('form').token);
      if (!userId) return c.html(invalid(textsIn(browserLocale(c))), 400);
      await deps.preferences.set(userId, 'email_notifications', 'false');
      const i18n = await textsFor(userId, browserLocale(c));
      return c.html(
        page(
          i18n,
          i18n._('You are unsubscribed'),
          html`<p>${i18n._('Circles will not email you about notifications any more.')}</p>`,
        ),
      );
    });
};
