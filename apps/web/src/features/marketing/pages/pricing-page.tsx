import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useAuthSession } from '../../../lib/session';
import { PlanCard } from '../components/plan-card';
import { usePlans } from '../content/plans';

/** `/pricing`: the two plans of docs/product.md §Limits, figures from contracts. */
export function PricingPage() {
  // A session is enough to choose the link: asking for the profile too would load its schema on a public page.
  const isMember = Boolean(useAuthSession().data);
  const { t } = useLingui();
  const { basic, verified } = usePlans();
  const basicName = basic.name;
  const verifiedName = verified.name;
  const verifiedPrice = verified.price;
  return (
    <section className="relative isolate flex-1 overflow-hidden">
      <PageTitle title={t`Pricing`} />
      <div
        aria-hidden="true"
        className="absolute top-[-10rem] left-1/2 -z-10 size-[40rem] -translate-x-1/2 rounded-full bg-brand-a/10 blur-3xl"
      />
      <div className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary">
            <Trans>Pricing</Trans>
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">
            <Trans>Choose how you join Circles</Trans>
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            <Trans>Start free with the people you know. Verify your identity to unlock everything.</Trans>
          </p>
        </div>
        <div className="mx-auto mt-14 grid max-w-4xl gap-8 md:grid-cols-2">
          <PlanCard
            id="basic"
            name={basic.name}
            price={basic.price}
            description={t`Everything you need to stay close to your people.`}
            features={basic.features}
            cta={{ label: t`Get Started`, to: paths.auth.signUp }}
          />
          <PlanCard
            id="verified-identity"
            name={verified.name}
            price={verified.price}
            period={verified.period}
            description={t`For real people who want the full Circles experience.`}
            features={verified.features}
            cta={{ label: t`Get Verified`, to: isMember ? paths.app.verification : paths.auth.signUp }}
            isFeatured
          />
        </div>
        <section
          aria-labelledby="how-verification-works"
          className="mx-auto mt-12 max-w-4xl rounded-2xl border bg-card/70 p-6 text-sm sm:p-8"
        >
          <h2 id="how-verification-works" className="text-lg font-semibold">
            <Trans>How verification works</Trans>
          </h2>
          <ol className="mt-4 grid list-decimal gap-3 pl-5 text-muted-foreground sm:grid-cols-3 sm:gap-6">
            <li>
              {isMember ? (
                <Trans>
                  Create your free {basicName} account (done): everything in {basicName} works from day one.
                </Trans>
              ) : (
                <Trans>
                  Create your free {basicName} account: everything in {basicName} works from day one.
                </Trans>
              )}
            </li>
            <li>
              <Trans>
                From Settings, ask for verification with a photo of your identity document. We check it (KYC)
                so everyone here is a real person, then delete the photo.
              </Trans>
            </li>
            <li>
              <Trans>
                Once verified, {verifiedName} costs {verifiedPrice} per month and brings everything listed in
                the plan above.
              </Trans>
            </li>
          </ol>
        </section>
      </div>
    </section>
  );
}
