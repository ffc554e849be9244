import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { OrbitBackdrop } from '../../../components/orbit-backdrop';
import { PageTitle } from '../../../components/page-title';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { CirclesIllustration } from '../components/circles-illustration';

/** `/landing`: the headline and a way into the story (docs/product.md §Screens). */
export function LandingPage() {
  const { t } = useLingui();
  return (
    <section className="relative isolate flex flex-1 items-center overflow-hidden">
      <PageTitle title={t`Expand your circles`} />
      <OrbitBackdrop className="-z-10" />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="text-center lg:text-left">
          <h1 className="text-5xl font-bold tracking-tight sm:text-6xl lg:text-7xl">
            <Trans>
              Expand your <span className="text-gradient">circles</span>
            </Trans>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground lg:mx-0">
            <Trans>
              Share what matters with the people who matter: family, friends and communities of real, verified
              people.
            </Trans>
          </p>
          <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Link
              to={paths.story}
              className={buttonStyles({ size: 'lg', className: 'group w-full sm:w-auto' })}
            >
              <Trans>Learn More</Trans>
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
            <Link
              to={paths.pricing}
              className={buttonStyles({ size: 'lg', variant: 'outline', className: 'w-full sm:w-auto' })}
            >
              <Trans>See pricing</Trans>
            </Link>
          </div>
        </div>
        <CirclesIllustration className="mx-auto w-full max-w-md" />
      </div>
    </section>
  );
}
