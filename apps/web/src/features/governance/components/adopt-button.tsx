import { governanceMessages, nextPolicyVersion, type ProposalDetail } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Landmark } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdoptProposal } from '../api/adopt-proposal';
import { useGovernanceText } from './governance-texts';

/** An admin's 'Adopt' on a passed proposal: the area's text becomes the proposed one, its version raised. */
export function AdoptButton({ proposal }: { proposal: ProposalDetail }) {
  const { t } = useLingui();
  const governanceText = useGovernanceText();
  const adopt = useAdoptProposal();
  const policyTitle = proposal.policyTitle;
  const version = nextPolicyVersion(proposal.baseVersion);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm">
        <Trans>
          This proposal passed. Adopting it makes it {policyTitle} version {version}, and every member is
          told.
        </Trans>
      </p>
      <Button
        onClick={() =>
          adopt.mutate(proposal.id, {
            onSuccess: ({ policyTitle: adoptedTitle, adoptedVersion }) =>
              toast.success(t`${adoptedTitle} is now version ${adoptedVersion}`),
            onError: (error) =>
              toast.error(governanceText(getErrorMessage(error, governanceMessages.adoptFailed))),
          })
        }
        disabled={adopt.isPending}
      >
        <Landmark aria-hidden="true" className="size-4" />
        {adopt.isPending ? t`Adopting…` : t`Adopt`}
      </Button>
    </div>
  );
}
