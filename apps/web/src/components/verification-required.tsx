import { type VerifiedAction, verificationGateMessage, verificationMessages } from '@circles/contracts';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';
import { useContractText } from '../lib/contract-messages';
import { memberContractMessages } from './member-contract-messages';
import { buttonStyles } from './ui/button';

/**
 * In place of a form a Basic member may not use while REQUIRE_VERIFICATION is on (issue #17; docs/product.md
 * §Limits): why, and the way to Settings' Verification section.
 */
export function VerificationRequired({
  action,
  className,
  onNavigate,
}: {
  action: VerifiedAction;
  className?: string;
  /** Called when the link is followed (a dialog closes itself). */
  onNavigate?: () => void;
}) {
  const contractText = useContractText(memberContractMessages);
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-primary/25 bg-primary/5 px-4 py-3.5 text-sm sm:flex-row sm:items-center',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{contractText(verificationGateMessage(action))}</p>
        <p className="text-muted-foreground">{contractText(verificationMessages.howToVerify)}</p>
      </div>
      <Link
        to={paths.app.verification}
        onClick={onNavigate}
        className={buttonStyles({ size: 'sm', className: 'self-start sm:self-center' })}
      >
        {contractText(verificationMessages.verifyLink)}
      </Link>
    </div>
  );
}
