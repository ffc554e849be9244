import { cn } from '../../../lib/cn';

const members = [
  { x: 90, y: 120, hue: 'fill-brand-a', initials: 'AM' },
  { x: 300, y: 95, hue: 'fill-brand-b', initials: 'JL' },
  { x: 335, y: 285, hue: 'fill-brand-c', initials: 'SK' },
  { x: 110, y: 310, hue: 'fill-brand-b', initials: 'RT' },
  { x: 205, y: 40, hue: 'fill-brand-c', initials: 'NO' },
] as const;

/** Decorative: overlapping circles with member avatars orbiting a centre. */
export function CirclesIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 380" aria-hidden="true" className={cn('h-auto', className)}>
      <defs>
        <linearGradient id="landing-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-a)" />
          <stop offset="1" stopColor="var(--color-brand-b)" />
        </linearGradient>
      </defs>
      <circle cx="160" cy="170" r="105" className="fill-brand-a/10 stroke-brand-a/40" strokeWidth="2" />
      <circle cx="245" cy="170" r="105" className="fill-brand-b/10 stroke-brand-b/40" strokeWidth="2" />
      <circle cx="202" cy="245" r="105" className="fill-brand-c/10 stroke-brand-c/40" strokeWidth="2" />
      <circle cx="202" cy="195" r="42" fill="url(#landing-ring)" />
      <g fill="none" stroke="white" strokeWidth="3">
        <circle cx="193" cy="188" r="12" />
        <circle cx="211" cy="188" r="12" strokeOpacity="0.85" />
        <circle cx="202" cy="204" r="12" strokeOpacity="0.7" />
      </g>
      {members.map((member) => (
        <g key={member.initials}>
          <circle
            cx={member.x}
            cy={member.y}
            r="24"
            className={cn(member.hue, 'stroke-background')}
            strokeWidth="4"
          />
          <text
            x={member.x}
            y={member.y + 5}
            textAnchor="middle"
            className="fill-white text-[13px] font-semibold"
          >
            {member.initials}
          </text>
        </g>
      ))}
    </svg>
  );
}
