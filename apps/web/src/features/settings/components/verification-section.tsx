import { pricing } from '@circles/contracts';
import { BadgeCheck, Check, Clock } from 'lucide-react';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useMe } from '../../../lib/session';
import { SettingsSection } from './settings-section';

export const verificationSectionId = 'verification';

/**
 * The Verified Identity plan (SPEC §1, §9): what it gives and what it costs. Requests are not open yet (another
 * issue builds them), so the section says so plainly and offers no button that would pretend to send one.
 */
export function VerificationSection() {
  const me = useMe();
  const isVerified = me.data?.manualVerification === true;
  const plan = pricing.verified;
  return (
    <div id={verificationSectionId} className="scroll-mt-24">
      <SettingsSection
        title="Verification"
        description={`${plan.name}: ${plan.price} ${plan.period}.`}
        icon={BadgeCheck}
      >
        {isVerified ? (
          <p className="flex items-center gap-2 px-5 py-4 text-sm font-medium sm:px-6">
            <VerifiedBadge />
            Your identity is verified.
          </p>
        ) : (
          <div className="flex flex-col gap-4 px-5 py-4 text-sm sm:px-6">
            <p className="text-muted-foreground">
              Circles is a network of real people. A verified member has had their identity checked (KYC) and
              gets:
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {feature}
                </li>
              ))}
            </ul>
            <p className="flex items-start gap-2 rounded-xl bg-secondary px-4 py-3 font-medium text-secondary-foreground">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Verification requests open soon. Until then your Basic account keeps everything it has, and
              nothing is charged.
            </p>
          </div>
        )}
      </SettingsSection>
    </div>
  );
}
