import { formatSuspensionEnd } from '@circles/contracts';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiftSuspension } from '../../../api/moderation/lift-suspension';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSuspensions } from '../api/get-suspensions';
import { useModerationText } from './moderation-messages';

/** The suspensions in force, each with Lift. */
export function SuspensionsList() {
  const { t, i18n } = useLingui();
  const contractText = useModerationText();
  const suspensions = useSuspensions();
  /** When a suspension ends, as members read it (contracts' formatSuspensionEnd, SPEC's in English). */
  const formatEnd = (iso: string) =>
    i18n.locale === 'en'
      ? formatSuspensionEnd(iso)
      : `${new Date(iso).toLocaleString(i18n.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  const lift = useLiftSuspension();
  if (suspensions.isPending) return <p className="text-sm text-muted-foreground">{t`Loading…`}</p>;
  if (suspensions.isError)
    return <Alert>{getErrorMessage(suspensions.error, t`Suspensions could not be loaded.`)}</Alert>;
  if (suspensions.data.suspensions.length === 0)
    return (
      <p className="rounded-2xl border bg-card p-6 text-center text-muted-foreground">
        <Trans>No one is suspended.</Trans>
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {suspensions.data.suspensions.map((suspension) => (
        <li
          key={suspension.member.userId}
          className="flex flex-col gap-3 rounded-2xl border bg-card p-4 sm:flex-row sm:items-center"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <Avatar src={suspension.member.avatarUrl} alt="" size="sm" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                {suspension.member.fullName}{' '}
                <span className="font-normal text-muted-foreground">@{suspension.member.handle}</span>
              </p>
              <p className="text-muted-foreground">
                {suspension.until ? t`Until ${ph({ end: formatEnd(suspension.until) })}` : t`For good`}
                {suspension.suspendedBy ? ` · ${t`by ${ph({ moderator: suspension.suspendedBy })}`}` : ''}
              </p>
              <p className="mt-1 break-words">{suspension.reason}</p>
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={t`Lift the suspension of ${ph({ name: suspension.member.fullName })}`}
            isLoading={lift.isPending && lift.variables === suspension.member.userId}
            onClick={() =>
              lift.mutate(suspension.member.userId, {
                onSuccess: (result) => toast.success(contractText(result.message)),
                onError: (error) =>
                  toast.error(getErrorMessage(error, t`The suspension could not be lifted.`)),
              })
            }
          >
            <Trans>Lift</Trans>
          </Button>
        </li>
      ))}
    </ul>
  );
}
