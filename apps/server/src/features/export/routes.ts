import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { zipLength, zipStream } from '../../lib/zip-stream';
import type { ExportService } from './service';

/**
 * GET /api/me/export: the signed-in member's data as a ZIP, streamed as it is built. Its exact length is sent
 * first (nothing is compressed), so the browser can show the download's progress.
 */
export const exportRoutes = (service: ExportService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>().use(requireViewer).get('/', async (c) => {
    const { handle, entries } = await service.entries(c.var.viewer.userId);
    const chunks = zipStream(entries);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else
            controller.enqueue(
              new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength),
            );
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    const date = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'application/zip',
      'Content-Length': String(zipLength(entries)),
      'Content-Disposition': `attachment; filename="circles-${handle}-${date}.zip"`,
      'Cache-Control': 'no-store',
    });
  });
