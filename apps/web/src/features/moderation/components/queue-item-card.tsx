import type { QueueItem, RemovableType } from '@circles/contracts';
import { msg, plural, select } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Ban, Check, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SuspendMemberDialog } from '../../../components/moderation/suspend-member-dialog';
import { RelativeTime } from '../../../components/relative-time';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDismissReports } from '../api/dismiss-reports';
import { MessageExcerpt } from './message-excerpt';
import {
  reasonDescriptors,
  removeDescriptors,
  reportedDescriptors,
  useModerationText,
} from './moderation-messages';
import { RemoveContentDialog } from './remove-content-dialog';

const kindLabels = {
  post: msg`Post`,
  comment: msg`Comment`,
  member: msg`Member`,
  circle: msg`Circle`,
  listing: msg`Listing`,
  message: msg`Message`,
} as const;

/** How many reports gave each reason, most first. */
function reasonCounts(item: QueueItem) {
  const counts = new Map<string, number>();
  for (const report of item.reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** One reported item in context (its text, author, circle), the reasons given, and what a moderator can do. */
export function QueueItemCard({ item, canSuspend }: { item: QueueItem; canSuspend: boolean }) {
  const { t, i18n } = useLingui();
  const contractText = useModerationText();
  const dismiss = useDismissReports();
  const [isRemoving, setIsRemoving] = useState(false);
  const [isSuspending, setIsSuspending] = useState(false);
  const { author, circle } = item;
  const isContent =
    item.targetType === 'post' ||
    item.targetType === 'comment' ||
    item.targetType === 'listing' ||
    item.targetType === 'message';
  const authorName = author?.fullName ?? '';
  const title = author
    ? t`${select(item.targetType, {
        post: `Reported post by ${authorName}`,
        comment: `Reported comment by ${authorName}`,
        member: `Reported member by ${authorName}`,
        circle: `Reported circle by ${authorName}`,
        listing: `Reported listing by ${authorName}`,
        other: `Reported message by ${authorName}`,
      })}`
    : i18n._(reportedDescriptors[item.targetType]);
  const circleName = circle?.name ?? '';
  const details = item.reports.filter((report) => report.details);

  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground">
          {i18n._(kindLabels[item.targetType])}
        </span>
        {circle ? (
          <span>
            <Trans>in {circleName}</Trans>
          </span>
        ) : null}
        <span aria-hidden="true">·</span>
        <span className="font-semibold text-danger">
          {t`${plural(item.reportCount, { one: '# report', other: '# reports' })}`}
        </span>
        <span aria-hidden="true">·</span>
        <RelativeTime iso={item.firstReportedAt} />
      </header>

      {author ? (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={author.avatarUrl} alt="" size="sm" />
          <p className="min-w-0 truncate text-sm">
            <Link
              to={paths.app.member(author.handle)}
              className="focus-ring rounded font-semibold hover:underline"
            >
              {author.fullName}
            </Link>{' '}
            <span className="text-muted-foreground">@{author.handle}</span>
            {item.targetType === 'circle' ? (
              <span className="text-muted-foreground"> {t`(owner)`}</span>
            ) : null}
          </p>
        </div>
      ) : null}

      {item.excerpt ? (
        <MessageExcerpt excerpt={item.excerpt} />
      ) : item.content ? (
        <blockquote className="rounded-xl border-l-4 border-danger/40 bg-muted/50 px-3 py-2 text-sm break-words whitespace-pre-wrap">
          {item.content}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground italic">
          <Trans>No text.</Trans>
        </p>
      )}

      {item.earlierVersions.length > 0 ? (
        <details className="text-sm">
          <summary className="focus-ring w-fit cursor-pointer rounded font-medium text-muted-foreground">
            <Plural
              value={item.earlierVersions.length}
              one="Edited once: earlier versions"
              other="Edited # times: earlier versions"
            />
          </summary>
          <ol className="mt-2 flex flex-col gap-2">
            {item.earlierVersions.map((version) => (
              <li key={version.replacedAt + version.content} className="flex flex-col gap-0.5">
                <span className="text-xs text-muted-foreground">
                  <Trans>
                    Replaced <RelativeTime iso={version.replacedAt} />
                  </Trans>
                </span>
                <blockquote className="rounded-xl bg-muted/50 px-3 py-2 break-words whitespace-pre-wrap">
                  {version.content}
                </blockquote>
              </li>
            ))}
          </ol>
        </details>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          <Trans>Reasons</Trans>
        </h3>
        <ul className="flex flex-wrap gap-1.5">
          {reasonCounts(item).map(([reason, count]) => (
            <li key={reason} className="rounded-full border px-2.5 py-0.5 text-xs font-medium">
              {i18n._(reasonDescriptors[reason as keyof typeof reasonDescriptors])}
              {count > 1 ? ` ×${count}` : ''}
            </li>
          ))}
        </ul>
        {details.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
            {details.map((report) => (
              <li key={report.createdAt + report.details}>“{report.details}”</li>
            ))}
          </ul>
        ) : null}
      </div>

      <footer className="flex flex-wrap items-center gap-2 border-t pt-3">
        <Button
          variant="outline"
          size="sm"
          isLoading={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(
              { targetType: item.targetType, targetId: item.targetId },
              {
                onSuccess: (result) => toast.success(contractText(result.message)),
                onError: (error) =>
                  toast.error(getErrorMessage(error, t`The reports could not be dismissed.`)),
              },
            )
          }
        >
          <Check aria-hidden="true" className="size-4" />
          <Trans>Dismiss</Trans>
        </Button>
        {isContent ? (
          <Button variant="destructive" size="sm" onClick={() => setIsRemoving(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {i18n._(removeDescriptors[item.targetType as RemovableType])}
          </Button>
        ) : null}
        {canSuspend && author && item.targetType !== 'circle' ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t`Suspend ${authorName}`}
            onClick={() => setIsSuspending(true)}
          >
            <Ban aria-hidden="true" className="size-4" />
            {item.targetType === 'member' ? t`Suspend member` : t`Suspend author`}
          </Button>
        ) : null}
        {item.postId && circle ? (
          <Link
            to={`/circles/${encodeURIComponent(circle.id)}/posts/${encodeURIComponent(item.postId)}`}
            className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'sm:ml-auto' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            <Trans>View post</Trans>
          </Link>
        ) : null}
        {item.targetType === 'listing' ? (
          <Link
            to={paths.app.listing(item.targetId)}
            className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'sm:ml-auto' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            <Trans>View listing</Trans>
          </Link>
        ) : null}
      </footer>
      {isContent && isRemoving ? (
        <RemoveContentDialog
          item={item as QueueItem & { targetType: RemovableType }}
          open={isRemoving}
          onOpenChange={setIsRemoving}
        />
      ) : null}
      {author && isSuspending ? (
        <SuspendMemberDialog member={author} open={isSuspending} onOpenChange={setIsSuspending} />
      ) : null}
    </article>
  );
}
