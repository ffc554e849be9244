import { type GovernanceComment, governanceCommentSchema } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

const commentsSchema = z.array(governanceCommentSchema);

/** GET /api/governance/proposals/:id/comments → the discussion, newest first. */
export const getProposalComments = (
  proposalId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GovernanceComment[]> =>
  api.get(`/governance/proposals/${encodeURIComponent(proposalId)}/comments`, {
    schema: commentsSchema,
    signal,
  });

export const proposalCommentsQueryOptions = (proposalId: string) =>
  queryOptions({
    queryKey: governanceKeys.comments(proposalId),
    queryFn: ({ signal }) => getProposalComments(proposalId, { signal }),
  });

export const useProposalComments = (proposalId: string, enabled: boolean) =>
  useQuery({ ...proposalCommentsQueryOptions(proposalId), enabled });
