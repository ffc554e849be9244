import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { isDirectLoopback } from '../lib/client-address';
import { escapeHtml } from '../lib/escape-html';
import { createDevMailboxRepository } from './dev-mailbox-repository';

/**
 * /dev/mailbox: the dev outbox, newest first, as a page (and ?format=json for scripts). Never mounted in
 * production. It shows every reset link, so only clients on this machine may read it unless DEV_MAILBOX=open (a
 * loopback socket and no proxy's forwarding header, as /metrics: a dev server behind nginx is not shown to the
 * internet, issue #57), and no answer is cached.
 */
export const devMailboxRoutes = ({ config, database }: AppContext) => {
  const mailbox = createDevMailboxRepository(database.db);
  return new Hono().get('/', async (c) => {
    // Reset and verification links: never kept by a browser or a proxy, page or JSON (as every API answer).
    c.header('Cache-Control', 'no-store');
    if (config.DEV_MAILBOX !== 'open' && !isDirectLoopback(c)) {
      return c.json(
        {
          message:
            'The dev mailbox answers only on this machine (127.0.0.1); set DEV_MAILBOX=open to share it',
          code: 'forbidden',
        },
        403,
      );
    }
    const to = c.req.query('to') || undefined;
    const messages = await mailbox.listRecent({ to, limit: 50 });
    if (c.req.query('format') === 'json') return c.json(messages);
    const items = messages
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to_address)} · ${m.created_at.toISOString()}</p>
<pre>${escapeHtml(m.text_body)}</pre>${m.link ? `<p><a href="${escapeHtml(m.link)}">Open the link</a></p>` : ''}</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Circles</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px}article{border:1px solid #ccc;border-radius:8px;padding:12px 16px;margin:12px 0}.meta{color:#666;font-size:13px}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev mailbox</h1><p>Mail the server would have sent (no SMTP_URL is set). Newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
  });
};
