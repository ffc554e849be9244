import type { Circle } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useJoinCircle } from '../api/join-circle';
import { useCircleText } from '../lib/circle-messages';

/**
 * Join straight from a /circles card; a joined circle says so instead. Failures are logged (docs/product.md
 * §Messages).
 */
export function DiscoverJoinButton({ circle }: { circle: Circle }) {
  const { t } = useLingui();
  const circleText = useCircleText();
  const joinCircle = useJoinCircle();
  const name = circle.name;
  if (circle.isJoined) {
    return (
      <span className="inline-flex h-9 items-center gap-1 font-semibold text-primary">
        <Check aria-hidden="true" className="size-4" />
        <Trans>Joined</Trans>
      </span>
    );
  }
  if (circle.type !== 'public' && !circle.isPending) return null;
  return (
    <Button
      size="sm"
      aria-label={t`Join ${name}`}
      isLoading={joinCircle.isPending}
      disabled={joinCircle.isPending}
      onClick={() =>
        joinCircle.mutate(circle.id, {
          onError: (error) => {
            console.error(error);
            toast.error(circleText(getErrorMessage(error, t`Something went wrong. Please try again.`)));
          },
        })
      }
    >
      <Trans>Join</Trans>
    </Button>
  );
}
