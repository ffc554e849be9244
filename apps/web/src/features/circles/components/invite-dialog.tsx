import type { Circle } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { DialogLoading } from '../../../components/ui/dialog-loading';

// The form (and react-hook-form) loads when the dialog first opens, not with the circle's page.
const InviteForm = lazy(() => import('./invite-form').then((module) => ({ default: module.InviteForm })));

/**
 * docs/product.md §Screens 'Dialogs' and §Validation 'Invite': pick connections and/or enter an email; they become
 * pending members.
 */
export function InviteDialog({ circle }: { circle: Circle }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const name = circle.name;
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserPlus aria-hidden="true" className="size-4" />
          <Trans>Invite</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        aria-label={t`Invite to ${name}`}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      >
        {isOpen ? (
          <Suspense fallback={<DialogLoading />}>
            <InviteForm circle={circle} onDone={() => setIsOpen(false)} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
