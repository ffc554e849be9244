import { BadgeCheck, Bot, Users } from 'lucide-react';

const highlights = [
  {
    icon: BadgeCheck,
    title: 'Real, verified people',
    text: 'Identity verification keeps bots and fake accounts out.',
  },
  {
    icon: Users,
    title: 'Circles for everything',
    text: 'Personal, public and private circles for the people who matter.',
  },
  {
    icon: Bot,
    title: 'Meet Amigo',
    text: 'A built-in AI assistant with helpful tips on every screen.',
  },
] as const;

export function FeatureHighlights() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {highlights.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border bg-card/70 p-5 text-left shadow-soft backdrop-blur-sm">
          <span className="mb-3 inline-flex size-10 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h2 className="font-semibold">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
