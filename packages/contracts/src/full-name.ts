// No zod here: the sign-up page imports it on its first load (issue #16).
/** The name an account is created with: first and last name, each trimmed, one space between. */
export const fullNameOf = (firstName: string, lastName: string) => `${firstName.trim()} ${lastName.trim()}`;
