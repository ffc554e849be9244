import { pricing } from '@circles/contracts';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useAuthSession } from '../../../lib/session';
import { PlanCard } from '../components/plan-card';

/** `/pricing`: the two plans of docs/product.md §Limits, figures from contracts. */
export function PricingPage() {
  // A session is enough to choose the link: asking for the profile too would load its schema on a public page.
  const isMember = Boolean(useAuthSession().data);
  return (
    <section className="relative isolate flex-1 overflow-hidden">
      <PageTitle title="Pricing" />
      <div
        aria-hidden="true"
        className="absolute top-[-10rem] left-1/2 -z-10 size-[40rem] -translate-x-1/2 rounded-full bg-brand-a/10 blur-3xl"
      />
      <div className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary">Pricing</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Choose how you join Circles</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Start free with the people you know. Verify your identity to unlock everything.
          </p>
        </div>
        <div className="mx-auto mt-14 grid max-w-4xl gap-8 md:grid-cols-2">
          <PlanCard
            name={pricing.basic.name}
            price={pricing.basic.price}
            description="Everything you need to stay close to your people."
            features={pricing.basic.features}
            cta={{ label: 'Get Started', to: paths.auth.signUp }}
          />
          <PlanCard
            name={pricing.verified.name}
            price={pricing.verified.price}
            period={pricing.verified.period}
            description="For real people who want the full Circles experience."
            features={pricing.verified.features}
            cta={{ label: 'Get Verified', to: isMember ? paths.app.verification : paths.auth.signUp }}
            isFeatured
          />
        </div>
        <section
          aria-labelledby="how-verification-works"
          className="mx-auto mt-12 max-w-4xl rounded-2xl border bg-card/70 p-6 text-sm sm:p-8"
        >
          <h2 id="how-verification-works" className="text-lg font-semibold">
            How verification works
          </h2>
          <ol className="mt-4 grid list-decimal gap-3 pl-5 text-muted-foreground sm:grid-cols-3 sm:gap-6">
            <li>
              Create your free Basic account{isMember ? ' (done)' : ''}: everything in Basic works from day
              one.
            </li>
            <li>
              From Settings, ask for verification with a photo of your identity document. We check it (KYC) so
              everyone here is a real person, then delete the photo.
            </li>
            <li>
              Once verified, {pricing.verified.name} costs {pricing.verified.price} {pricing.verified.period}{' '}
              and brings everything listed in the plan above.
            </li>
          </ol>
        </section>
      </div>
    </section>
  );
}
