import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other
 * non-API path so the client router can render the page (or its 404).
 */
export function mountWebApp(app: Hono, webDist: string) {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503),
    );
    return;
  }
  const root = path.relative(process.cwd(), webDist) || '.';
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexPath, 'utf8'));
  });
}
