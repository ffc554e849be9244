import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { governanceKeys } from '../api/keys';

const streamPath = '/api/governance/stream';

function proposalIdsOf(data: string): string[] {
  try {
    const parsed = JSON.parse(data) as { proposalIds?: unknown };
    return Array.isArray(parsed.proposalIds) ? parsed.proposalIds.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Live results while a governance page (the areas, a proposal) is open: the server announces which proposals changed (votes,
 * comments, likes), and the page refetches them. EventSource reconnects by itself; a reconnect refetches
 * too, in case something changed while the stream was down.
 */
export function useGovernanceStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(streamPath);
    let hasConnected = false;
    source.addEventListener('ready', () => {
      if (hasConnected) void queryClient.invalidateQueries({ queryKey: governanceKeys.all });
      hasConnected = true;
    });
    source.addEventListener('proposals', (event) => {
      void queryClient.invalidateQueries({ queryKey: governanceKeys.policies() });
      for (const proposalId of proposalIdsOf(event.data)) {
        void queryClient.invalidateQueries({ queryKey: governanceKeys.comments(proposalId) });
        void queryClient.invalidateQueries({ queryKey: governanceKeys.proposal(proposalId) });
      }
    });
    return () => source.close();
  }, [queryClient]);
}
