import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { OrbitBackdrop } from '../../../components/orbit-backdrop';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { FeatureHighlights } from '../components/feature-highlights';
import { WaitlistForm } from '../components/waitlist-form';

/** `/`: the invite-only front door (SPEC §2). Also where sign-out lands. */
export function ComingSoonPage() {
  return (
    <section className="relative isolate flex flex-1 flex-col overflow-hidden">
      <PageTitle title="Coming Soon" />
      <OrbitBackdrop className="-z-10" />
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
        <p className="mb-6 inline-flex items-center gap-2 rounded-full border bg-card/80 px-3.5 py-1.5 text-xs font-medium text-muted-foreground shadow-soft backdrop-blur-sm">
          <span className="size-2 rounded-full bg-brand-a" aria-hidden="true" />
          Invite only for now
        </p>
        <h1 className="text-5xl font-bold tracking-tight sm:text-6xl">
          <span className="text-gradient">Coming Soon</span>
        </h1>
        <p className="mt-5 max-w-xl text-lg text-muted-foreground">
          Circles is the social network for real, identity-verified people. Join the waitlist and we'll let
          you know as soon as we open the doors.
        </p>
        <WaitlistForm className="mt-9 max-w-lg" />
        <Link
          to={paths.landing}
          className="focus-ring group mt-2 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          Discover Circles
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </div>
      <div className="mx-auto w-full max-w-5xl px-4 pb-20 sm:px-6">
        <FeatureHighlights />
      </div>
    </section>
  );
}
