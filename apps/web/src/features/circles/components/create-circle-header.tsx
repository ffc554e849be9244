import { Trans } from '@lingui/react/macro';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

/** The Create Circle dialog's title and description, over its form or over the verification it needs first. */
export function CreateCircleHeader() {
  return (
    <DialogHeader className="text-left">
      <DialogTitle>
        <Trans>Create Circle</Trans>
      </DialogTitle>
      <DialogDescription>
        <Trans>Start a circle for the people and topics you care about.</Trans>
      </DialogDescription>
    </DialogHeader>
  );
}
