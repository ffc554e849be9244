import { Readable } from 'node:stream';
import {
  findForbiddenText,
  mediaRules,
  normalizeTexts,
  rejectVerificationSchema,
  verificationNoteSchema,
} from '@circles/contracts';
import { Hono, type HonoRequest } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { AppError, badRequest } from '../../lib/errors';
import { validate } from '../../lib/validate';
import type { VerificationService } from './service';

const requestParam = z.object({ id: z.string().min(1).max(100) });

// The photo (at most the image limit) plus the form's boundaries and note.
const photoBodyLimit = bodyLimit({
  maxSize: mediaRules.image.maxBytes + 16 * 1024,
  onError: (c) => {
    c.header('Connection', 'close');
    return c.json({ message: mediaRules.image.tooLarge, code: 'payload_too_large' }, 413);
  },
});

/** The multipart form: `photo` (a file) and `note` (optional text, checked by the contracts schema). */
async function readRequestForm(request: HonoRequest) {
  const form: Record<string, unknown> = await request.parseBody().catch(() => ({}));
  const parsed = verificationNoteSchema.safeParse({
    note: typeof form.note === 'string' ? form.note : undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid request';
    throw badRequest(message, { note: [message] });
  }
  // A multipart body: the app-wide text guard (lib/text-guards.ts) does not read it, so its rule is applied here.
  const problem = findForbiddenText(parsed.data);
  if (problem) throw badRequest(problem.message, { note: [problem.message] });
  if (form.photo instanceof File && form.photo.size > mediaRules.image.maxBytes)
    throw new AppError(413, mediaRules.image.tooLarge, 'payload_too_large');
  const photo = form.photo instanceof File ? Buffer.from(await form.photo.arrayBuffer()) : null;
  return { photo, note: normalizeTexts(parsed.data.note) as typeof parsed.data.note };
}

/**
 * /api/verification (issue #17): GET /status (the flag, the badge, the member's latest request);
 * POST /requests (multipart photo + note); for admins GET /requests, GET /requests/:id/photo,
 * POST /requests/:id/approve, POST /requests/:id/reject { reason }.
 */
export const verificationRoutes = (service: VerificationService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/status', async (c) => c.json(await service.status(c.var.viewer.userId)))
    .post('/requests', photoBodyLimit, async (c) => {
      const { photo, note } = await readRequestForm(c.req);
      return c.json(await service.request(c.var.viewer.userId, photo, note), 201);
    })
    .get('/requests', async (c) => c.json(await service.listPending(c.var.viewer.userId)))
    .get('/requests/:id/photo', validate('param', requestParam), async (c) => {
      const photo = await service.openPhoto(c.var.viewer.userId, c.req.valid('param').id);
      return new Response(Readable.toWeb(photo.stream) as ReadableStream, {
        status: 200,
        headers: {
          'Content-Type': photo.contentType,
          'Content-Length': String(photo.size),
          // An identity document: never kept by a browser or a proxy.
          'Cache-Control': 'no-store',
          'Content-Disposition': 'inline',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    })
    .post('/requests/:id/approve', validate('param', requestParam), async (c) =>
      c.json(await service.approve(c.var.viewer.userId, c.req.valid('param').id)),
    )
    .post(
      '/requests/:id/reject',
      validate('param', requestParam),
      validate('json', rejectVerificationSchema),
      async (c) =>
        c.json(
          await service.reject(c.var.viewer.userId, c.req.valid('param').id, c.req.valid('json').reason),
        ),
    );
