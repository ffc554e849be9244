/** Query keys of the governance feature: the policies (with proposals and results), each proposal, discussion and history. */
export const governanceKeys = {
  all: ['governance'] as const,
  policies: () => [...governanceKeys.all, 'policies'] as const,
  comments: (proposalId: string) => [...governanceKeys.all, 'comments', proposalId] as const,
  proposal: (proposalId: string) => [...governanceKeys.all, 'proposal', proposalId] as const,
  history: (policyId: string) => [...governanceKeys.all, 'history', policyId] as const,
};
