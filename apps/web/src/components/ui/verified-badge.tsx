import { useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The verified badge shown beside a verified member's name (docs/product.md §Roles 'Verified'). */
export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <span className={cn('inline-flex shrink-0 text-primary', className)} title={t`Verified`}>
      <BadgeCheck aria-hidden="true" className="size-4" />
      <span className="sr-only">{t`Verified`}</span>
    </span>
  );
}
