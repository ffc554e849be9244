/**
 * The circles part of the member shell's navigation (SPEC §2 'Circle sidebar'): Circles link with its small
 * create-circle button, the Personal section (Favorites with its count) and My Circles. Owned by the circles
 * feature; the shell (desktop sidebar and mobile menu) renders it. `onNavigate` lets the mobile menu close.
 * Placeholder until the circles UI lands.
 */
export function CirclesNav(_props: { onNavigate?: () => void; variant?: 'sidebar' | 'mobile' }) {
  return null;
}
