import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { OrbitBackdrop } from '../../../components/orbit-backdrop';
import { PageTitle } from '../../../components/page-title';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { storyStatements } from '../content/story';

/** `/story`: a full-screen read of the three statements; Close returns to /landing (docs/product.md §Screens). */
export function StoryPage() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <PageTitle title={t`Our story`} />
      <OrbitBackdrop className="-z-10" />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to={paths.home} className="focus-ring -m-1 rounded-lg p-1">
          <Logo />
        </Link>
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Close`}
          onClick={() => navigate(paths.landing)}
          className="bg-card/80 backdrop-blur-sm"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-4 py-12 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-primary">
          <Trans>Our story</Trans>
        </p>
        <h1 className="mt-2 mb-10 text-4xl font-bold tracking-tight sm:text-5xl">
          <Trans>Why we're building Circles</Trans>
        </h1>
        <ol className="flex flex-col gap-5 sm:gap-6">
          {storyStatements.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title.id}
              className="flex gap-4 rounded-2xl border bg-card/80 p-5 shadow-soft backdrop-blur-sm sm:gap-6 sm:p-7"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
                  {new Intl.NumberFormat(i18n.locale, { minimumIntegerDigits: 2 }).format(index + 1)}
                </p>
                <h2 className="mt-1 text-xl font-semibold tracking-tight sm:text-2xl">{i18n._(title)}</h2>
                <p className="mt-2 text-muted-foreground">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.home} className={buttonStyles({ size: 'lg' })}>
            <Trans>Join the waitlist</Trans>
          </Link>
          <Link to={paths.pricing} className={buttonStyles({ size: 'lg', variant: 'outline' })}>
            <Trans>See pricing</Trans>
          </Link>
        </div>
      </main>
    </div>
  );
}
