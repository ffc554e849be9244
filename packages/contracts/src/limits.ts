/** The largest value of a PostgreSQL `integer` column: every integer a request carries into one is bounded by it. */
export const int4Max = 2_147_483_647;

/** Business constants of docs/product.md §Limits. */
export const limits = {
  passwordMin: 8,
  nameMin: 3,
  nameMax: 50,
  /** Added by the project: a short profile bio. */
  bioMax: 160,
  handleMin: 3,
  handleMax: 30,
  /** Avatars are stored as a square of this many pixels a side. */
  avatarPixels: 512,
  emailMax: 254,
  circleNameMax: 50,
  postMax: 280,
  /** Added by issue #18: a photo's or video's description. */
  altTextMax: 1000,
  imageBytes: 5 * 1024 * 1024,
  videoBytes: 30 * 1024 * 1024,
  audioBytes: 6 * 1024 * 1024,
  recordingSeconds: 20,
  commentsPageSize: 3,
  commentMax: 2000,
  notificationsPageSize: 20,
  verifyRedirectSeconds: 3,
  profileSaveRedirectMs: 1000,
  iconsRequired: 6,
  mediaSpinnerMs: 3000,
  copyConfirmMs: 2000,
} as const;

export const pricing = {
  basic: {
    name: 'Basic',
    price: 'Free',
    features: [
      'Join circles',
      'Connect with family and friends',
      'Share posts and updates',
      'Basic profile features',
    ],
  },
  verified: {
    name: 'Verified Identity',
    price: '$7',
    period: 'per month',
    features: [
      'Verified badge',
      'Passkey authentication',
      'Comments in public World circles',
      'Creating private and public circles',
      'Enhanced privacy',
    ],
  },
} as const;
