import { BadgeCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The verified badge shown beside a verified member's name (docs/product.md §Roles 'Verified'). */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 text-primary', className)} title="Verified">
      <BadgeCheck aria-hidden="true" className="size-4" />
      <span className="sr-only">Verified</span>
    </span>
  );
}
