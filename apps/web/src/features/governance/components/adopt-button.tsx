import { governanceMessages, nextPolicyVersion, type ProposalDetail } from '@circles/contracts';
import { Landmark } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdoptProposal } from '../api/adopt-proposal';

/** An admin's 'Adopt' on a passed proposal: the area's text becomes the proposed one, its version raised. */
export function AdoptButton({ proposal }: { proposal: ProposalDetail }) {
  const adopt = useAdoptProposal();
  const version = nextPolicyVersion(proposal.baseVersion);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm">
        This proposal passed. Adopting it makes it {proposal.policyTitle} version {version}, and every member
        is told.
      </p>
      <Button
        onClick={() =>
          adopt.mutate(proposal.id, {
            onSuccess: (adopted) =>
              toast.success(`${adopted.policyTitle} is now version ${adopted.adoptedVersion}`),
            onError: (error) => toast.error(getErrorMessage(error, governanceMessages.adoptFailed)),
          })
        }
        disabled={adopt.isPending}
      >
        <Landmark aria-hidden="true" className="size-4" />
        {adopt.isPending ? 'Adopting…' : 'Adopt'}
      </Button>
    </div>
  );
}
