// Plain constants, no zod: the sign-in page imports them on its first load (issue #16).
/**
 * Passkeys (issue #18; the Verified Identity plan promises passkey authentication, docs/product.md §Product): what
 * members read.
 */
export const passkeyMessages = {
  unsupported: 'This browser cannot use passkeys.',
  cancelled: 'The passkey request was cancelled or timed out.',
  signInFailed: 'That passkey could not sign you in. Try again or use your password.',
  unknownPasskey: 'This passkey is not on any Circles account. Sign in with your password.',
  addFailed: 'The passkey could not be added. Please try again.',
  alreadyAdded: 'This passkey is already on your account.',
  signInAgainToAdd: 'For your safety, sign in again before adding a passkey.',
  removeFailed: 'The passkey could not be removed. Please try again.',
  loadFailed: 'Your passkeys could not be loaded.',
  otherAccount: 'That passkey belongs to another account.',
  invalidId: 'That passkey could not be found. Reload the page and try again.',
} as const;

/** Codes the auth server answers passkey calls with, and what they mean to a member. */
export const passkeyCodeMessages: Record<string, string> = {
  PASSKEY_NOT_FOUND: passkeyMessages.unknownPasskey,
  AUTHENTICATION_FAILED: passkeyMessages.signInFailed,
  CHALLENGE_NOT_FOUND: passkeyMessages.cancelled,
  PREVIOUSLY_REGISTERED: passkeyMessages.alreadyAdded,
  FAILED_TO_VERIFY_REGISTRATION: passkeyMessages.addFailed,
  SESSION_NOT_FRESH: passkeyMessages.signInAgainToAdd,
  INVALID_PASSKEY_ID: passkeyMessages.invalidId,
};
