import { cn } from '../lib/cn';

/** Decorative concentric rings with soft brand glows, drawn behind hero content. Purely visual. */
export function OrbitBackdrop({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('pointer-events-none absolute inset-0 overflow-hidden', className)}>
      <div className="absolute top-[-12rem] left-1/2 size-[44rem] -translate-x-1/2 rounded-full bg-brand-a/15 blur-3xl dark:bg-brand-a/20" />
      <div className="absolute top-24 -right-40 size-[26rem] rounded-full bg-brand-b/15 blur-3xl" />
      <div className="absolute top-48 -left-40 size-[22rem] rounded-full bg-brand-c/12 blur-3xl" />
      <svg
        aria-hidden="true"
        viewBox="0 0 800 800"
        className="absolute top-[-14rem] left-1/2 w-[60rem] max-w-none -translate-x-1/2 text-foreground/[0.07] sm:top-[-18rem]"
        fill="none"
      >
        {[120, 200, 280, 360].map((radius) => (
          <circle key={radius} cx="400" cy="400" r={radius} stroke="currentColor" strokeWidth="1.5" />
        ))}
        <circle cx="400" cy="120" r="7" className="fill-brand-a" opacity="0.7" />
        <circle cx="660" cy="300" r="5" className="fill-brand-b" opacity="0.8" />
        <circle cx="560" cy="660" r="4" className="fill-brand-a" opacity="0.6" />
      </svg>
    </div>
  );
}
