import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, Bot, Users } from 'lucide-react';

export function FeatureHighlights() {
  const { t } = useLingui();
  const highlights = [
    {
      icon: BadgeCheck,
      title: t`Real, verified people`,
      text: t`Identity verification keeps bots and fake accounts out.`,
    },
    {
      icon: Users,
      title: t`Circles for everything`,
      text: t`Personal, public and private circles for the people who matter.`,
    },
    {
      icon: Bot,
      title: t`Meet Amigo`,
      text: t`A built-in AI assistant with helpful tips on every screen.`,
    },
  ];
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
