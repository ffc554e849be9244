import { PageTitle } from '../../../components/page-title';
import type { InfoPageContent } from '../content/info-pages';

/** A simple static page for the footer links (privacy, terms, help, ...). */
export function InfoPage({ content }: { content: InfoPageContent }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <PageTitle title={content.title} />
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{content.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{content.intro}</p>
      <div className="mt-12 flex flex-col gap-8 border-t pt-10">
        {content.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-lg font-semibold">{section.heading}</h2>
            <p className="mt-2 leading-relaxed text-muted-foreground">{section.text}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
