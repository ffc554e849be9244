/** Query keys of the verification review feature (issue #17). */
export const verificationKeys = {
  all: ['verification'] as const,
  pending: ['verification', 'pending'] as const,
};
