// Plain constants only (no module with a zod schema): the public pages load this on their first visit (issue #16).
import { invitationMessages, inviteOnlyMessages, messages, passkeyMessages } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const { auth, backend, profile, waitlist } = messages;

/**
 * Contracts' texts (docs/product.md §Messages, SPEC's English word for word) that the public and account screens
 * show: the schemas' validation messages, the known backend errors and the screens' fallbacks. Contracts keep their
 * English for the server; the web shows them in the reader's language, looked up by that English text. Each
 * descriptor's English is the constant's value (contract-messages.test.ts), so English stays byte for byte.
 */
const contractMessages: Record<string, MessageDescriptor> = {
  [auth.invalidEmail]: msg`Invalid email address`,
  [auth.passwordRequired]: msg`Password is required`,
  [auth.passwordMin]: msg`Password must be at least 8 characters`,
  [auth.passwordUpper]: msg`Password must contain at least one uppercase letter`,
  [auth.passwordLower]: msg`Password must contain at least one lowercase letter`,
  [auth.passwordNumber]: msg`Password must contain at least one number`,
  [auth.firstNameMin]: msg`First name must be at least 3 characters`,
  [auth.firstNameMax]: msg`First name must be less than 50 characters`,
  [auth.lastNameMin]: msg`Last name must be at least 3 characters`,
  [auth.lastNameMax]: msg`Last name must be less than 50 characters`,
  [auth.signInFallback]: msg`An error occurred during sign in`,
  [auth.signUpFallback]: msg`An error occurred during sign up`,
  [auth.resetFallback]: msg`An error occurred`,
  [auth.verifyFallback]: msg`Failed to verify email`,
  [auth.checkEmail]: msg`Please check your email for the verification link.`,
  [auth.verifying]: msg`Verifying your email address...`,
  [backend.invalidCredentials]: msg`Invalid email or password. Please try again.`,
  [backend.emailNotConfirmed]: msg`Please verify your email before signing in.`,
  [backend.rateLimit]: msg`Too many attempts. Please try again later.`,
  [backend.network]: msg`Unable to connect. Please check your internet connection.`,
  [backend.unexpected]: msg`An unexpected error occurred. Please try again.`,
  [waitlist.invalidEmail]: msg`Please enter a valid email address`,
  [waitlist.duplicate]: msg`This email is already on the waitlist`,
  [waitlist.success]: msg`Thanks for joining our waitlist! We'll notify you when the product is ready.`,
  [profile.noUser]: msg`No user logged in`,
  [profile.completionFailed]: msg`Something went wrong when trying to update profile completion`,
  [profile.saveFailed]: msg`Failed to save profile`,
  [profile.iconsFailed]: msg`Failed to load icons`,
  [profile.exactlySixIcons]: msg`Please select exactly 6 icons`,
  [inviteOnlyMessages.badge]: msg`Invite only for now`,
  [inviteOnlyMessages.signUpClosed]: msg`Circles is invite only for now. Join the waitlist and we’ll let you know when we open the doors.`,
  [invitationMessages.invalid]: msg`This invitation link is no longer valid.`,
  [invitationMessages.invited]: msg`You were invited to Circles.`,
  [passkeyMessages.unsupported]: msg`This browser cannot use passkeys.`,
  [passkeyMessages.cancelled]: msg`The passkey request was cancelled or timed out.`,
  [passkeyMessages.signInFailed]: msg`That passkey could not sign you in. Try again or use your password.`,
  [passkeyMessages.unknownPasskey]: msg`This passkey is not on any Circles account. Sign in with your password.`,
};

/** The descriptors by their English text (for the test that they match contracts). */
export const contractMessageDescriptors: Readonly<Record<string, MessageDescriptor>> = contractMessages;

/**
 * A function that shows a text in the reader's language when it is one of contracts' texts above (or of a
 * feature's own map of them, `featureMessages`, for texts whose contracts module a public page must not load), and
 * as it is otherwise (a server's own message stays in its words). `undefined` in, `undefined` out, for optional
 * errors.
 */
export function useContractText(featureMessages?: Readonly<Record<string, MessageDescriptor>>) {
  const { i18n } = useLingui();
  return <Text extends string | undefined>(text: Text): Text => {
    const descriptor = text === undefined ? undefined : (featureMessages?.[text] ?? contractMessages[text]);
    return (descriptor ? i18n._(descriptor) : text) as Text;
  };
}
