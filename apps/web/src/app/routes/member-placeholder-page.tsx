import type { LucideIcon } from 'lucide-react';
import { PageTitle } from '../../components/page-title';

type MemberPlaceholderPageProps = {
  title: string;
  description: string;
  icon: LucideIcon;
};

/** A member page whose feature has not landed yet: its heading and a short note, so no route 404s. */
export function MemberPlaceholderPage({ title, description, icon: Icon }: MemberPlaceholderPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/60 px-6 py-14 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <p className="max-w-sm text-muted-foreground">{description}</p>
      </div>
    </section>
  );
}
