import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { type TabItem, Tabs } from '../../../components/ui/tabs';
import { getErrorMessage } from '../../../lib/api-client';
import { useModerationAccess } from '../api/get-moderation-access';
import { useModerationQueue } from '../api/get-moderation-queue';
import { AuditLogList } from '../components/audit-log-list';
import { QueueItemCard } from '../components/queue-item-card';
import { SuspensionsList } from '../components/suspensions-list';

type Tab = 'queue' | 'suspensions' | 'audit';

/** /moderation (issue #17): the open reports the viewer may act on; for site moderators, suspensions and the log. */
export function ModerationPage() {
  const { t } = useLingui();
  const access = useModerationAccess();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSite = access.data?.isSiteModerator ?? false;
  const requested = searchParams.get('tab');
  const tab: Tab = isSite && (requested === 'suspensions' || requested === 'audit') ? requested : 'queue';
  const queue = useModerationQueue();
  const tabs: TabItem<Tab>[] = [
    { value: 'queue', label: t`Reports`, count: queue.data?.items.length ?? null },
    ...(isSite
      ? ([
          { value: 'suspensions', label: t`Suspensions` },
          { value: 'audit', label: t`Audit log` },
        ] as TabItem<Tab>[])
      : []),
  ];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={t`Moderation`} />
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <ShieldCheck aria-hidden="true" className="size-7 text-primary" />
          <Trans>Moderation</Trans>
        </h1>
        <p className="mt-1 text-muted-foreground">
          {isSite
            ? t`Reports from members across the community, and what moderators did about them.`
            : t`Reports about the circles you own or moderate.`}
        </p>
      </header>
      {access.data && !access.data.canModerate ? (
        <Alert tone="info">
          <Trans>Only moderators can see this page.</Trans>
        </Alert>
      ) : (
        <Tabs
          label={t`Moderation`}
          tabs={tabs}
          value={tab}
          onChange={(next) =>
            setSearchParams(
              (params) => {
                if (next === 'queue') params.delete('tab');
                else params.set('tab', next);
                return params;
              },
              { replace: true },
            )
          }
        >
          {tab === 'queue' ? <Queue canSuspend={isSite} queue={queue} /> : null}
          {tab === 'suspensions' ? <SuspensionsList /> : null}
          {tab === 'audit' ? <AuditLogList /> : null}
        </Tabs>
      )}
    </div>
  );
}

function Queue({ canSuspend, queue }: { canSuspend: boolean; queue: ReturnType<typeof useModerationQueue> }) {
  const { t } = useLingui();
  if (queue.isPending) return <p className="text-sm text-muted-foreground">{t`Loading reports…`}</p>;
  if (queue.isError) return <Alert>{getErrorMessage(queue.error, t`Reports could not be loaded.`)}</Alert>;
  if (queue.data.items.length === 0)
    return (
      <p className="rounded-2xl border bg-card p-8 text-center text-muted-foreground">
        <Trans>No open reports. All clear.</Trans>
      </p>
    );
  return (
    <ul className="flex flex-col gap-4">
      {queue.data.items.map((item) => (
        <li key={`${item.targetType}:${item.targetId}`}>
          <QueueItemCard item={item} canSuspend={canSuspend} />
        </li>
      ))}
    </ul>
  );
}
