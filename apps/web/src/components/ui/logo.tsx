import { cn } from '../../lib/cn';

type LogoProps = {
  className?: string;
  /** Show the 'Circles' wordmark beside the mark. The mark alone is decorative: give its container a name. */
  withWordmark?: boolean;
};

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id="circles-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-a)" />
          <stop offset="0.6" stopColor="var(--color-brand-c)" />
          <stop offset="1" stopColor="var(--color-brand-b)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#circles-logo-gradient)" />
      <g fill="none" stroke="white" strokeWidth="2.2">
        <circle cx="12.5" cy="13" r="5.5" />
        <circle cx="19.5" cy="13" r="5.5" strokeOpacity="0.85" />
        <circle cx="16" cy="19.5" r="5.5" strokeOpacity="0.7" />
      </g>
    </svg>
  );
}

export function Logo({ className, withWordmark = true }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      {withWordmark ? <span className="text-lg font-bold tracking-tight">Circles</span> : null}
    </span>
  );
}
