import { Readable } from 'node:stream';
import { negotiateLocale } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { zipArchive } from '../../lib/zip-stream';
import type { ExportService } from './service';

/**
 * GET /api/me/export: the signed-in member's data as a ZIP, streamed as it is built. Its exact length is sent
 * first (nothing is compressed), so the browser can show the download's progress.
 */
export const exportRoutes = (service: ExportService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>().use(requireViewer).get('/', async (c) => {
    const { handle, entries } = await service.entries(
      c.var.viewer.userId,
      negotiateLocale(c.req.header('accept-language')),
    );
    const { length, stream } = zipArchive(entries);
    const date = new Date().toISOString().slice(0, 10);
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/zip',
      'Content-Length': String(length),
      'Content-Disposition': `attachment; filename="circles-${handle}-${date}.zip"`,
      'Cache-Control': 'no-store',
    });
  });
