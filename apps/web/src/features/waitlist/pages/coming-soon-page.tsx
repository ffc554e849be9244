import { inviteOnlyMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useSignUpPolicy } from '../../../api/auth/get-sign-up-policy';
import { OrbitBackdrop } from '../../../components/orbit-backdrop';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useContractText } from '../../../lib/contract-messages';
import { FeatureHighlights } from '../components/feature-highlights';
import { WaitlistForm } from '../components/waitlist-form';

/**
 * 'Invite only for now' while INVITE_ONLY is on (the product's words); 'Sign-ups are open', linking to sign-up,
 * while it is off (issue #41); an unseen placeholder of the same size until the setting is known.
 */
function SignUpBadge({ inviteOnly }: { inviteOnly: boolean | undefined }) {
  const contractText = useContractText();
  const badge =
    'mb-6 inline-flex h-8 items-center gap-2 rounded-full border bg-card/80 px-3.5 text-xs font-medium text-muted-foreground shadow-soft backdrop-blur-sm';
  if (inviteOnly === false)
    return (
      <Link to={paths.auth.signUp} className={cn(badge, 'focus-ring group hover:text-foreground')}>
        <span className="size-2 rounded-full bg-success" aria-hidden="true" />
        <Trans>Sign-ups are open: create your account</Trans>
        <ArrowRight
          aria-hidden="true"
          className="size-3.5 transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    );
  return (
    <p className={cn(badge, inviteOnly === undefined && 'invisible')} aria-hidden={inviteOnly === undefined}>
      <span className="size-2 rounded-full bg-brand-a" aria-hidden="true" />
      {contractText(inviteOnlyMessages.badge)}
    </p>
  );
}

/**
 * `/`: the front door (docs/product.md §Screens), invite-only or open as INVITE_ONLY says (issue #41). Also where
 * sign-out lands.
 */
export function ComingSoonPage() {
  const { t } = useLingui();
  const policy = useSignUpPolicy();
  // Unknown if the setting could not be read: the product's words then.
  const inviteOnly = policy.isError ? true : policy.data?.inviteOnly;
  return (
    <section className="relative isolate flex flex-1 flex-col overflow-hidden">
      <PageTitle title={t`Coming Soon`} />
      <OrbitBackdrop className="-z-10" />
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
        <SignUpBadge inviteOnly={inviteOnly} />
        <h1 className="text-5xl font-bold tracking-tight sm:text-6xl">
          <span className="text-gradient">
            <Trans>Coming Soon</Trans>
          </span>
        </h1>
        <p className="mt-5 max-w-xl text-lg text-muted-foreground">
          <Trans>Circles is the social network for real, identity-verified people.</Trans>{' '}
          {/* Until the setting is known (a prerendered page), the product's words hold the space, unseen. */}
          <span className={cn(inviteOnly === undefined && 'invisible')}>
            {inviteOnly === false
              ? t`Create your account today, or join the waitlist to hear what comes next.`
              : t`Join the waitlist and we'll let you know as soon as we open the doors.`}
          </span>
        </p>
        <WaitlistForm className="mt-9 max-w-lg" />
        <Link
          to={paths.landing}
          className="focus-ring group mt-2 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          <Trans>Discover Circles</Trans>
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
