import {
  type GovernancePolicy,
  governanceLimits,
  governanceMessages,
  newProposalSchema,
} from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { VerificationRequired } from '../../../components/verification-required';
import { paths } from '../../../config/paths';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useProposeChange } from '../api/propose-change';
import { useGovernanceText } from './governance-texts';

const areaClass =
  'focus-ring w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base sm:text-sm aria-invalid:border-destructive';

/** The proposal's form: the new text starts as the current one, so a member edits rather than retypes. */
export function ProposeChangeForm({ policy, onDone }: { policy: GovernancePolicy; onDone: () => void }) {
  const { t } = useLingui();
  const governanceText = useGovernanceText();
  const { title, version } = policy;
  const navigate = useNavigate();
  const propose = useProposeChange();
  const form = useForm({
    resolver: zodResolver(newProposalSchema),
    defaultValues: { title: '', description: '', proposedText: policy.currentPolicy },
  });
  const { errors } = form.formState;
  const [description = '', proposedText = ''] = form.watch(['description', 'proposedText']);

  const submit = form.handleSubmit((input) =>
    propose.mutate(
      { policyId: policy.id, input },
      {
        onSuccess: (proposal) => {
          toast.success(t`Your proposal is open for votes`);
          onDone();
          void navigate(paths.app.governanceProposal(proposal.id));
        },
      },
    ),
  );
  const isGated = propose.error instanceof ApiRequestError && propose.error.code === 'verification_required';

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <DialogHeader className="text-left">
        <DialogTitle>
          <Trans>Propose a change to {title}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Members vote on it for the coming days. If it passes, an admin adopts it as version after{' '}
            {version}.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <Field label={t`Title`} error={governanceText(errors.title?.message)} className="mt-4">
        {(control) => (
          <Input
            {...control}
            {...form.register('title')}
            maxLength={governanceLimits.titleMax}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        label={t`Why this change (optional)`}
        error={governanceText(errors.description?.message)}
        hint={`${description.length} / ${governanceLimits.descriptionMax}`}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('description')}
            rows={3}
            maxLength={governanceLimits.descriptionMax}
            className={areaClass}
          />
        )}
      </Field>
      <Field
        label={t`Proposed policy text`}
        error={governanceText(errors.proposedText?.message)}
        hint={`${proposedText.length} / ${governanceLimits.proposedTextMax}`}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('proposedText')}
            rows={8}
            maxLength={governanceLimits.proposedTextMax}
            className={areaClass}
          />
        )}
      </Field>
      {isGated ? (
        <VerificationRequired action="propose" onNavigate={onDone} />
      ) : propose.isError ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
          {governanceText(getErrorMessage(propose.error, governanceMessages.proposeFailed))}
        </p>
      ) : null}
      <DialogFooter className="mt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={propose.isPending}>
          {propose.isPending ? t`Sending…` : t`Propose`}
        </Button>
      </DialogFooter>
    </form>
  );
}
