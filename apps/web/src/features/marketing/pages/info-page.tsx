import { useLingui } from '@lingui/react';
import { PageTitle } from '../../../components/page-title';
import type { InfoPageContent } from '../content/info-pages';

/** A simple static page for the footer links (privacy, terms, help, ...). */
export function InfoPage({ content }: { content: InfoPageContent }) {
  const { i18n } = useLingui();
  const title = i18n._(content.title);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <PageTitle title={title} />
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{i18n._(content.intro)}</p>
      <div className="mt-12 flex flex-col gap-8 border-t pt-10">
        {content.sections.map((section) => (
          <section key={section.heading.id}>
            <h2 className="text-lg font-semibold">{i18n._(section.heading)}</h2>
            <p className="mt-2 leading-relaxed text-muted-foreground">{i18n._(section.text)}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
