import {
  castVoteSchema,
  governanceCommentIdParamSchema,
  newProposalSchema,
  policyIdParamSchema,
  proposalCommentSchema,
  proposalIdParamSchema,
} from '@circles/contracts';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { bindStreamToSession } from '../../lib/session-bound-stream';
import { validate } from '../../lib/validate';
import type { BroadcastHub } from '../../realtime/broadcast-hub';
import type { ProposalsService } from './proposals-service';
import type { GovernanceService } from './service';

const heartbeatMs = 25_000;
const sessionCheckMs = 60_000;

/** Platform Governance under /api/governance (members only). */
export const governanceRoutes = (deps: {
  service: GovernanceService;
  proposals: ProposalsService;
  hub: BroadcastHub;
  requireViewer: RequireViewer;
  isSessionAlive: (headers: Headers) => Promise<boolean>;
  /** Runs `onEnded` when the member's sessions may have ended anywhere (the notification hub's session watch). */
  watchSession: (userId: string, onEnded: () => void) => () => void;
  intervals?: { heartbeatMs: number; sessionCheckMs: number };
}) => {
  const { service, proposals, hub, requireViewer } = deps;
  const intervals = deps.intervals ?? { heartbeatMs, sessionCheckMs };
  const proposalParam = validate('param', proposalIdParamSchema);
  return (
    new Hono<AuthedEnv>()
      .use(requireViewer)
      .get('/policies', async (c) => c.json(await service.listPolicies(c.var.viewer.userId)))
      .get('/policies/:policyId/history', validate('param', policyIdParamSchema), async (c) =>
        c.json(await proposals.history(c.req.valid('param').policyId)),
      )
      .post(
        '/policies/:policyId/proposals',
        validate('param', policyIdParamSchema),
        validate('json', newProposalSchema),
        async (c) =>
          c.json(
            await proposals.propose(c.req.valid('param').policyId, c.req.valid('json'), c.var.viewer.userId),
            201,
          ),
      )
      .get('/proposals/:proposalId', proposalParam, async (c) =>
        c.json(await proposals.detail(c.req.valid('param').proposalId, c.var.viewer.userId)),
      )
      .post('/proposals/:proposalId/adopt', proposalParam, async (c) =>
        c.json(await proposals.adopt(c.req.valid('param').proposalId, c.var.viewer.userId)),
      )
      .put('/proposals/:proposalId/vote', proposalParam, validate('json', castVoteSchema), async (c) =>
        c.json(
          await service.vote(
            c.req.valid('param').proposalId,
            c.req.valid('json').choice,
            c.var.viewer.userId,
          ),
        ),
      )
      .get('/proposals/:proposalId/comments', proposalParam, async (c) =>
        c.json(await service.listComments(c.req.valid('param').proposalId, c.var.viewer.userId)),
      )
      .post(
        '/proposals/:proposalId/comments',
        proposalParam,
        validate('json', proposalCommentSchema),
        async (c) =>
          c.json(
            await service.addComment(
              c.req.valid('param').proposalId,
              c.req.valid('json').content,
              c.var.viewer.userId,
            ),
            201,
          ),
      )
      .post('/comments/:commentId/like', validate('param', governanceCommentIdParamSchema), async (c) =>
        c.json(await service.toggleCommentLike(c.req.valid('param').commentId, c.var.viewer.userId)),
      )
      /**
       * Server-Sent Events: `event: proposals` with `{ proposalIds }` whenever votes, comments or comment likes
       * of those proposals changed (gathered over a moment). The page refetches; results stay per member.
       */
      .get('/stream', async (c) => {
        const userId = c.var.viewer.userId;
        const headers = c.req.raw.headers;
        c.header('X-Accel-Buffering', 'no');
        return streamSSE(c, async (stream) => {
          let writing = Promise.resolve();
          const write = (event: string, data: string) => {
            writing = writing.then(() => stream.writeSSE({ event, data })).catch(() => undefined);
          };
          // When announcements were lost the stream ends; the page refetches as it reconnects.
          const unsubscribe = hub.subscribe(
            (proposalIds) => write('proposals', JSON.stringify({ proposalIds })),
            () => life.end(),
          );
          const life = bindStreamToSession(stream, {
            userId,
            headers,
            isSessionAlive: deps.isSessionAlive,
            watchSession: deps.watchSession,
            intervals,
            heartbeat: () => write('ping', ''),
            onEnd: unsubscribe,
          });
          await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
          await life.closed;
        });
      })
  );
};
