/** Query keys of the governance feature: the policies (with proposals and results) and each discussion. */
export const governanceKeys = {
  all: ['governance'] as const,
  policies: () => [...governanceKeys.all, 'policies'] as const,
  comments: (proposalId: string) => [...governanceKeys.all, 'comments', proposalId] as const,
};
