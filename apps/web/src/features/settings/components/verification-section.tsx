import { pricing } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Check, Clock, XCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useVerificationStatus } from '../../../api/verification/get-verification-status';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useMe } from '../../../lib/session';
import { SettingsSection } from './settings-section';

// The request form (and react-hook-form) loads only for members who can ask, not with every Settings visit.
const VerificationRequestForm = lazy(() =>
  import('./verification-request-form').then((module) => ({ default: module.VerificationRequestForm })),
);

export const verificationSectionId = 'verification';

/**
 * The Verified Identity plan (docs/product.md §Product, §Limits) and the member's request (issue #17): what it gives
 * and costs, then the form (identity photo and note), the waiting state, or the outcome (verified, or rejected with
 * the admin's reason and the form again).
 */
export function VerificationSection() {
  const { t } = useLingui();
  const me = useMe();
  const status = useVerificationStatus();
  const isVerified = status.data?.isVerified ?? me.data?.manualVerification === true;
  const request = status.data?.request ?? null;
  const plan = pricing.verified;
  return (
    <div id={verificationSectionId} className="scroll-mt-24">
      <SettingsSection
        title={t`Verification`}
        description={`${plan.name}: ${plan.price} ${plan.period}.`}
        icon={BadgeCheck}
      >
        {isVerified ? (
          <p className="flex items-center gap-2 px-5 py-4 text-sm font-medium sm:px-6">
            <VerifiedBadge />
            <Trans>Your identity is verified.</Trans>
          </p>
        ) : (
          <div className="flex flex-col gap-4 px-5 py-4 text-sm sm:px-6">
            <p className="text-muted-foreground">
              <Trans>
                Circles is a network of real people. A verified member has had their identity checked (KYC)
                and gets:
              </Trans>
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {feature}
                </li>
              ))}
            </ul>
            {status.isPending ? (
              <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-muted" />
            ) : status.isError ? (
              <Alert>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <span>{t`Your verification status could not be loaded.`}</span>
                  <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
                    <Trans>Try again</Trans>
                  </Button>
                </div>
              </Alert>
            ) : request?.status === 'pending' ? (
              <div
                role="status"
                className="flex items-start gap-3 rounded-xl bg-secondary px-4 py-3 text-secondary-foreground"
              >
                <Clock aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
                <div>
                  <p className="font-semibold">{t`Your request is waiting for review`}</p>
                  <p>{t`An admin will look at your photo soon. You will get a notification with the outcome.`}</p>
                </div>
              </div>
            ) : (
              <>
                {request?.status === 'rejected' ? (
                  <div
                    role="status"
                    className="flex items-start gap-3 rounded-xl bg-danger-surface px-4 py-3 text-danger"
                  >
                    <XCircle aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
                    <div>
                      <p className="font-semibold">{t`Your last request was not approved`}</p>
                      {request.reason ? <p>{request.reason}</p> : null}
                      <p className="mt-1 text-foreground/80">{t`You can send a new request.`}</p>
                    </div>
                  </div>
                ) : null}
                <Suspense fallback={<Spinner className="size-5 text-muted-foreground" label={t`Loading`} />}>
                  <VerificationRequestForm />
                </Suspense>
              </>
            )}
          </div>
        )}
      </SettingsSection>
    </div>
  );
}
