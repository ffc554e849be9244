import type { GovernancePolicy } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilePen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { DialogLoading } from '../../../components/ui/dialog-loading';

// The form (and react-hook-form) loads when the dialog first opens, not with the governance page.
const ProposeChangeForm = lazy(() =>
  import('./propose-change-form').then((module) => ({ default: module.ProposeChangeForm })),
);

/** 'Propose a change' to one policy area (issue #40): a title, why, and the new text. */
export function ProposeChangeDialog({ policy }: { policy: GovernancePolicy }) {
  const { t } = useLingui();
  const title = policy.title;
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FilePen aria-hidden="true" className="size-4" />
          <Trans>Propose a change</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        aria-label={t`Propose a change to ${title}`}
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      >
        {isOpen ? (
          <Suspense fallback={<DialogLoading />}>
            <ProposeChangeForm policy={policy} onDone={() => setIsOpen(false)} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
