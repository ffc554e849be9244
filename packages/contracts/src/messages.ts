/**
 * User-facing texts in the product's own words (docs/product.md §Messages). One place, so the server and the web say
 * the same thing.
 */
/**
 * English plural categories ('one' for 1, 'other' otherwise), for counts inside the product's sentences (issue #41).
 */
const englishPlural = new Intl.PluralRules('en');

export const messages = {
  waitlist: {
    invalidEmail: 'Please enter a valid email address',
    duplicate: 'This email is already on the waitlist',
    success: "Thanks for joining our waitlist! We'll notify you when the product is ready.",
    fallback: 'An error occurred',
  },
  auth: {
    invalidEmail: 'Invalid email address',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 8 characters',
    passwordUpper: 'Password must contain at least one uppercase letter',
    passwordLower: 'Password must contain at least one lowercase letter',
    passwordNumber: 'Password must contain at least one number',
    firstNameMin: 'First name must be at least 3 characters',
    firstNameMax: 'First name must be less than 50 characters',
    lastNameMin: 'Last name must be at least 3 characters',
    lastNameMax: 'Last name must be less than 50 characters',
    signInFallback: 'An error occurred during sign in',
    signUpFallback: 'An error occurred during sign up',
    resetFallback: 'An error occurred',
    verifyFallback: 'Failed to verify email',
    checkEmail: 'Please check your email for the verification link.',
    verifying: 'Verifying your email address...',
    verified: (seconds: number) =>
      `Email verified successfully! Redirecting to sign in page in ${seconds} ${englishPlural.select(seconds) === 'one' ? 'second' : 'seconds'}...`,
    notLoggedIn: 'User does not Log In!',
  },
  backend: {
    invalidCredentials: 'Invalid email or password. Please try again.',
    emailNotConfirmed: 'Please verify your email before signing in.',
    rateLimit: 'Too many attempts. Please try again later.',
    network: 'Unable to connect. Please check your internet connection.',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  profile: {
    noUser: 'No user logged in',
    completionFailed: 'Something went wrong when trying to update profile completion',
    saveFailed: 'Failed to save profile',
    iconsFailed: 'Failed to load icons',
    exactlySixIcons: 'Please select exactly 6 icons',
    userNotFound: 'User profile not found',
  },
  notFound: '404 - Page not found',
} as const;

/** INVITE_ONLY (issue #41): here, with no schema beside it, because `/` shows it on its first load. */
export const inviteOnlyMessages = {
  /** `/`'s badge while sign-up is closed. */
  badge: 'Invite only for now',
  /** The server's refusal of a sign-up without an invitation, and the sign-up page's notice. */
  signUpClosed:
    'Circles is invite only for now. Join the waitlist and we’ll let you know when we open the doors.',
} as const;
