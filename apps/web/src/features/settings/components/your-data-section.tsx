import { accountDeletionGraceDays } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, HardDriveDownload, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { downloadExport, type ExportProgress } from '../api/download-export';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

/** Your data (issue #18): download everything you posted, uploaded and set, as a ZIP, with its progress. */
export function YourDataSection() {
  const { t, i18n } = useLingui();
  const megabytes = (bytes: number) =>
    i18n.number(bytes / (1024 * 1024), {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [result, setResult] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const isRunning = progress !== null;

  const start = async () => {
    setResult(null);
    setProgress({ received: 0, total: null });
    try {
      const { name, size } = await downloadExport(setProgress);
      const sizeText = megabytes(size);
      setResult({ kind: 'done', text: t`Downloaded ${name} (${sizeText}).` });
    } catch (error) {
      console.error('Export failed', error);
      setResult({ kind: 'error', text: t`Your data could not be exported. Please try again.` });
    } finally {
      setProgress(null);
    }
  };

  const percent = progress?.total ? Math.round((progress.received / progress.total) * 100) : null;
  return (
    <SettingsSection
      title={t`Your data`}
      description={t`A copy of everything you posted, uploaded and set, or your account deleted.`}
      icon={HardDriveDownload}
    >
      <div className="flex flex-col gap-3 px-5 py-4 text-sm sm:px-6">
        <p className="text-muted-foreground">
          <Trans>
            One ZIP file with your profile, settings, posts (with their earlier texts), comments, likes,
            favorites, circles, wall, votes and scores as JSON, and the photos, videos and recordings you
            uploaded.
          </Trans>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => void start()} disabled={isRunning} isLoading={isRunning}>
            <Download aria-hidden="true" className="size-4" />
            {isRunning ? t`Preparing…` : t`Download your data`}
          </Button>
          {isRunning ? (
            <div className="flex min-w-48 flex-1 items-center gap-3">
              <progress
                aria-label={t`Export progress`}
                max={100}
                value={percent ?? undefined}
                className="h-2 flex-1 overflow-hidden rounded-full accent-primary"
              />
              <span className="tabular-nums text-muted-foreground">
                {percent === null
                  ? megabytes(progress.received)
                  : i18n.number(percent / 100, { style: 'percent' })}
              </span>
            </div>
          ) : null}
        </div>
        {result ? (
          <p
            role={result.kind === 'error' ? 'alert' : 'status'}
            className={result.kind === 'error' ? 'text-danger' : 'text-muted-foreground'}
          >
            {result.text}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 px-5 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p className="font-medium">
            <Trans>Delete account</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>Erased after {accountDeletionGraceDays} days; signing in before then keeps it.</Trans>
          </p>
        </div>
        <Button
          variant="outline"
          className="text-danger hover:bg-danger-surface"
          onClick={() => setIsDeleting(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <DeleteAccountDialog open={isDeleting} onOpenChange={setIsDeleting} />
    </SettingsSection>
  );
}
