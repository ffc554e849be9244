import { useRelativeTime } from '../lib/relative-time';

/**
 * When something happened, as "Just now" or "5m ago", in a `<time>` with the exact moment, in the page's language. A page drawn on the
 * server is taken over in the browser a moment later, and a time near a minute's edge reads differently by then:
 * React keeps the server's text for that moment (suppressHydrationWarning) instead of failing the hydration.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const relativeTime = useRelativeTime();
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {relativeTime(iso)}
    </time>
  );
}
