import { type Circle, type CircleMember, circleMessages, inviteToCircleSchema } from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleAlert, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useInviteCandidates } from '../api/get-invite-candidates';
import { type InviteToCircleVariables, useInviteToCircle } from '../api/invite-to-circle';
import { useCircleText } from '../lib/circle-messages';
import { MemberAvatar } from './member-avatar';

const matchesSearch = (person: CircleMember, search: string) =>
  person.fullName.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());

/** The Invite dialog's form: connections to pick (searchable) and/or an email. */
export function InviteForm({ circle, onDone }: { circle: Circle; onDone: () => void }) {
  const { t } = useLingui();
  const circleText = useCircleText();
  const successText = ({ invited, alreadyIn }: { invited: number; alreadyIn: number }) =>
    invited === 0
      ? t`Already invited or already a member`
      : alreadyIn
        ? t`${plural(invited, {
            one: `Invitation sent (${alreadyIn} already invited or in the circle)`,
            other: `# invitations sent (${alreadyIn} already invited or in the circle)`,
          })}`
        : t`${plural(invited, { one: 'Invitation sent', other: '# invitations sent' })}`;
  const id = useId();
  const name = circle.name;
  const candidates = useInviteCandidates(circle.id);
  const invite = useInviteToCircle();
  // The search only narrows the list; what is sent is the chosen connections and the email.
  const [search, setSearch] = useState('');
  const form = useForm({
    resolver: zodResolver(inviteToCircleSchema),
    defaultValues: { userIds: [], email: '' },
  });
  const [userIds = [], email = ''] = form.watch(['userIds', 'email']);
  const selected: ReadonlySet<string> = new Set(userIds);
  const selectedCount = selected.size;

  const hasEmail = email.trim().length > 0;
  const canSendInvites = (selected.size > 0 || hasEmail) && !invite.isPending;
  const visible = (candidates.data ?? []).filter((person) => matchesSearch(person, search));

  const toggle = (userId: string) =>
    form.setValue(
      'userIds',
      selected.has(userId) ? userIds.filter((id) => id !== userId) : [...userIds, userId],
    );

  const send = (input: InviteToCircleVariables['input']) =>
    invite.mutate(
      { circleId: circle.id, input },
      {
        onSuccess: (result) => {
          (result.invited > 0 ? toast.success : toast.info)(successText(result));
          onDone();
        },
      },
    );

  // Send beside the email invites that address only; Send Invites sends the chosen connections and the email.
  const sendEmailOnly = () => {
    if (!hasEmail || invite.isPending) return;
    void form.handleSubmit((values) => send({ userIds: [], email: values.email }))();
  };
  const sendInvites = form.handleSubmit((values) => {
    if (!canSendInvites) return;
    send({ userIds: values.userIds, ...(values.email ? { email: values.email } : {}) });
  });

  const error = invite.error;
  const { errors } = form.formState;
  // No product text for a failed send without a server message: say it plainly.
  const errorText = circleText(
    errors.email?.message ??
      (error
        ? ((error instanceof ApiRequestError ? error.fieldErrors?.email?.[0] : undefined) ??
          getErrorMessage(error, t`Failed to send invitations`))
        : undefined),
  );

  return (
    <form noValidate onSubmit={sendInvites}>
      <DialogHeader className="text-left">
        <DialogTitle>
          <Trans>Invite to {name}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Choose from your connections or invite anyone on Circles by email. They join once they accept.
          </Trans>
        </DialogDescription>
      </DialogHeader>

      <fieldset className="mt-6 flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Connections</Trans>
        </legend>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={t`Search connections`}
            placeholder={t`Search connections`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-10"
          />
        </div>
        <CandidateList
          query={candidates}
          visible={visible}
          search={search}
          selected={selected}
          onToggle={toggle}
        />
        <p aria-live="polite" className="min-h-5 text-xs text-muted-foreground">
          {selected.size > 0 ? t`${selectedCount} selected` : ''}
        </p>
      </fieldset>

      <div className="mt-2 flex flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>
          <Trans>Invite by email</Trans>
        </Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="friend@example.com"
            {...form.register('email')}
            onKeyDown={(event) => {
              // Enter in the email field sends that email, like its own Send button.
              if (event.key === 'Enter') {
                event.preventDefault();
                sendEmailOnly();
              }
            }}
            aria-invalid={errorText && hasEmail ? true : undefined}
            aria-describedby={`${id}-error`}
          />
          <Button variant="secondary" onClick={sendEmailOnly} disabled={!hasEmail || invite.isPending}>
            <Trans>Send</Trans>
          </Button>
        </div>
      </div>

      <div id={`${id}-error`} aria-live="polite" className="mt-3 min-h-0">
        {errorText ? (
          <p
            role="alert"
            className="flex items-start gap-2.5 rounded-xl bg-danger-surface px-4 py-3 text-sm font-medium text-danger"
          >
            <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
            <span className="min-w-0 break-words">{errorText}</span>
          </p>
        ) : null}
      </div>

      <FormFooter actionLabel={t`Send Invites`} disabled={!canSendInvites} isPending={invite.isPending} />
    </form>
  );
}

type CandidateListProps = {
  query: ReturnType<typeof useInviteCandidates>;
  visible: CircleMember[];
  search: string;
  selected: ReadonlySet<string>;
  onToggle: (userId: string) => void;
};

/** The connection list: at most 256 px tall (docs/product.md §Screens), scrolling inside. */
function CandidateList({ query, visible, search, selected, onToggle }: CandidateListProps) {
  const { t } = useLingui();
  const circleText = useCircleText();
  const words = search.trim();
  const frame = 'min-h-40 max-h-64 overflow-y-auto rounded-xl border bg-surface p-1';
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading connections`} className={frame}>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex h-12 items-center gap-3 px-3">
            <span className="size-4 animate-pulse rounded bg-muted" />
            <span className="size-8 animate-pulse rounded-full bg-muted" />
            <span className="h-3 w-32 animate-pulse rounded bg-muted" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div
        role="alert"
        className={`${frame} flex items-center justify-center px-4 text-center text-sm text-danger`}
      >
        {circleText(isMissing ? circleMessages.inviteCircleNotFound : circleMessages.inviteFetchFailed)}
      </div>
    );
  }
  if (visible.length === 0) {
    return (
      <div
        className={`${frame} flex items-center justify-center px-6 text-center text-sm text-muted-foreground`}
      >
        {query.data.length === 0
          ? t`No connections to invite. People who share a circle with you show up here.`
          : t`No connections match “${words}”.`}
      </div>
    );
  }
  return (
    <ul aria-label={t`Connections`} className={frame}>
      {visible.map((person) => (
        <li key={person.userId}>
          <label className="flex h-12 cursor-pointer items-center gap-3 rounded-lg px-3 transition-colors hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring">
            <input
              type="checkbox"
              checked={selected.has(person.userId)}
              onChange={() => onToggle(person.userId)}
              className="size-4 shrink-0 accent-primary outline-none"
            />
            <MemberAvatar
              fullName={person.fullName}
              avatarUrl={person.avatarUrl}
              isVerified={person.manualVerification}
              size="sm"
            />
            <span className="min-w-0 flex-1 truncate text-sm font-medium">{person.fullName}</span>
            {person.manualVerification ? (
              <BadgeCheck aria-label={t`Verified`} className="size-4 shrink-0 text-primary" />
            ) : null}
          </label>
        </li>
      ))}
    </ul>
  );
}
