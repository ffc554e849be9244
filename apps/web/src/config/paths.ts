/** Every route path in one place, so links and redirects never drift from the router. */
export const paths = {
  home: '/',
  landing: '/landing',
  story: '/story',
  pricing: '/pricing',
  privacy: '/privacy',
  terms: '/terms',
  help: '/help',
  contact: '/contact',
  careers: '/careers',
  blog: '/blog',
  auth: {
    signIn: '/auth/sign-in',
    signUp: '/auth/sign-up',
    resetPassword: '/auth/reset-password',
    verifyEmail: '/auth/verify-email',
    setupProfile: '/auth/setup-profile',
  },
  /** Member pages inside the guarded shell. */
  app: {
    home: '/home',
    circles: '/circles',
    marketplace: '/marketplace',
    /** One marketplace listing's page (issue #40). */
    listing: (listingId: string) => `/marketplace/listings/${encodeURIComponent(listingId)}`,
    notifications: '/notifications',
    /** Direct messages (issue #40): the conversations, one conversation, and a new one with a member. */
    messages: '/messages',
    conversation: (conversationId: string) => `/messages/${encodeURIComponent(conversationId)}`,
    messageMember: (userId: string) => `/messages/new?to=${encodeURIComponent(userId)}`,
    settings: '/settings',
    /** The Verification section of Settings, where the Verified Identity plan is explained. */
    verification: '/settings#verification',
    governance: '/governance',
    /** A governance proposal's page (issue #40): the texts side by side, the vote, the discussion. */
    governanceProposal: (proposalId: string) => `/governance/proposals/${encodeURIComponent(proposalId)}`,
    /** Every version of a policy area's text (issue #40). */
    governanceHistory: (policyId: string) => `/governance/policies/${encodeURIComponent(policyId)}/history`,
    /** Reports, removals, suspensions and the audit log (issue #17), for those who moderate something. */
    moderation: '/moderation',
    /** Verified Identity requests waiting for review (issue #17), for admins. */
    verifications: '/admin/verifications',
    profile: '/profile',
    /** People, circles and posts by words (?q=&tab=). */
    search: '/search',
    /** Anyone's profile, reached from an author's name or avatar. */
    member: (handle: string) => `/members/${encodeURIComponent(handle)}`,
  },
} as const;
