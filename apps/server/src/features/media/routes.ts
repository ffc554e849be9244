import { Readable } from 'node:stream';
import { mediaBuckets, mediaRules, uploadQuerySchema } from '@circles/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import { readLimitedBody } from './read-limited-body';
import type { MediaService } from './service';

const objectParams = z.object({
  bucket: z.enum(mediaBuckets),
  owner: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  file: z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/),
});

/** `?w=640`: a narrower copy of a posted photo (srcset); a width it does not have serves the original. */
const widthQuery = z.object({
  w: z.coerce.number().int().min(1).max(10_000).optional(),
  /** `?poster=1`: a video's poster frame (issue #52). */
  poster: z.literal('1').optional(),
});

const avatarsElsewhere = 'Avatars are uploaded with PUT /api/me/avatar';

/**
 * POST /api/media/posts?kind=image|video|audio (or /api/media/wall, images only) with the raw file as the body;
 * DELETE an unused upload.
 * Avatars have their own route (PUT /api/me/avatar), which crops them and replaces the old one.
 */
export const mediaApiRoutes = (media: MediaService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .post(
      '/:bucket',
      validate('param', z.object({ bucket: z.enum(['posts', 'wall'], { error: avatarsElsewhere }) })),
      validate('query', uploadQuerySchema),
      async (c) => {
        const { bucket } = c.req.valid('param');
        const { kind } = c.req.valid('query');
        const kindForBucket = bucket === 'posts' ? kind : 'image';
        const rule = mediaRules[kindForBucket];
        const body = await readLimitedBody(c.req.raw, rule.maxBytes, rule.tooLarge);
        return c.json(await media.upload(c.var.viewer.userId, bucket, kindForBucket, body), 201);
      },
    )
    // Issue #52: where the viewer's own video or audio is in the pipeline ('Processing video… 40%').
    .get('/:bucket/:owner/:file/status', validate('param', objectParams), async (c) => {
      const { bucket, owner, file } = c.req.valid('param');
      return c.json(await media.status(c.var.viewer.userId, bucket, `${owner}/${file}`));
    })
    .delete('/:bucket/:owner/:file', validate('param', objectParams), async (c) => {
      const { bucket, owner, file } = c.req.valid('param');
      await media.removeUnattached(c.var.viewer.userId, bucket, `${owner}/${file}`);
      return c.body(null, 204);
    });

/** GET /media/:bucket/:owner/:file: the bytes, with range support for seeking, to those who may see them. */
export const mediaFileRoutes = (media: MediaService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>().get(
    '/:bucket/:owner/:file',
    requireViewer,
    validate('param', objectParams),
    validate('query', widthQuery),
    async (c) => {
      const { bucket, owner, file } = c.req.valid('param');
      const { w, poster } = c.req.valid('query');
      const served = await media.open(
        c.var.viewer.userId,
        bucket,
        `${owner}/${file}`,
        c.req.header('range'),
        w,
        poster === '1',
      );
      const headers: Record<string, string> = {
        'Content-Type': served.contentType,
        'Accept-Ranges': 'bytes',
        'Cache-Control': 'private, max-age=86400',
        // Shown in the page, never saved as something else: the name is the server's own (letters, digits, . _ -).
        'Content-Disposition': `inline; filename="${file}"`,
        'X-Content-Type-Options': 'nosniff',
      };
      const body = Readable.toWeb(served.stream) as ReadableStream;
      if (!served.range) {
        return new Response(body, {
          status: 200,
          headers: { ...headers, 'Content-Length': String(served.size) },
        });
      }
      const { start, end } = served.range;
      return new Response(body, {
        status: 206,
        headers: {
          ...headers,
          'Content-Length': String(end - start + 1),
          'Content-Range': `bytes ${start}-${end}/${served.size}`,
        },
      });
    },
  );
