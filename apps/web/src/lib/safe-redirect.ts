import { paths } from '../config/paths';

/** Query parameter that carries the page a signed-out visitor asked for through sign-in. */
export const redirectParam = 'redirect';

/**
 * The remembered location if it is a path on this site, else null. Refuses other origins ('//evil.com',
 * '/\\evil.com', 'https://…') and the auth screens themselves, so a crafted link cannot send a member away.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth/sign-in?redirect=<path>, the guard's way of remembering where a visitor was going. */
export const signInPathFor = (from: string, origin?: string) => {
  const target = safeRedirectPath(from, origin);
  return target && target !== paths.app.home
    ? `${paths.auth.signIn}?${new URLSearchParams({ [redirectParam]: target })}`
    : paths.auth.signIn;
};
