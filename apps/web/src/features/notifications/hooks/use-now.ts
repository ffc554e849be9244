import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so labels like '5m ago' stay true while on screen. */
export function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
