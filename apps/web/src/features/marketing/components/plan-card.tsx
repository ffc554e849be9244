import { Trans } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type PlanCardProps = {
  /** Names the heading's id (the name is in the reader's language). */
  id: string;
  name: string;
  price: string;
  period?: string;
  description: string;
  features: readonly string[];
  cta: { label: string; to: string };
  isFeatured?: boolean;
};

export function PlanCard({
  id,
  name,
  price,
  period,
  description,
  features,
  cta,
  isFeatured = false,
}: PlanCardProps) {
  const headingId = `plan-${id}`;
  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      className={cn(
        'relative flex flex-col p-6 sm:p-8',
        isFeatured && 'border-primary/50 shadow-lifted ring-1 ring-primary/30',
      )}
    >
      {isFeatured ? (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground sm:left-8">
          <Trans>Recommended</Trans>
        </span>
      ) : null}
      <h2 id={headingId} className="text-lg font-semibold">
        {name}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-5xl font-bold tracking-tight">{price}</span>
        {period ? <span className="text-muted-foreground">{period}</span> : null}
      </p>
      <ul className="mt-8 flex flex-1 flex-col gap-3 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={cta.to}
        className={buttonStyles({
          size: 'lg',
          variant: isFeatured ? 'primary' : 'outline',
          className: 'mt-8 w-full',
        })}
      >
        {cta.label}
      </Link>
    </Card>
  );
}
