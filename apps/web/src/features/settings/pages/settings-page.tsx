import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { type LoaderFunctionArgs, useLocation } from 'react-router';
import { preferencesQueryOptions, usePreferences } from '../../../api/preferences/get-preferences';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { queryClientOf } from '../../../lib/query-client';
import { BlockedSection } from '../components/blocked-section';
import { DisplaySection } from '../components/display-section';
import { InviteSection } from '../components/invite-section';
import { MutedSection } from '../components/muted-section';
import { NotificationsSection } from '../components/notifications-section';
import { PasskeysSection } from '../components/passkeys-section';
import { PrivacySection } from '../components/privacy-section';
import { useSettingsMessages } from '../components/settings-messages';
import { SettingsSkeleton } from '../components/settings-skeleton';
import { VerificationSection, verificationSectionId } from '../components/verification-section';
import { YourDataSection } from '../components/your-data-section';

/**
 * The route's loader: the member's preferences in the query cache before the page renders, so the server draws the
 * sections, not their skeleton. Without it the shell's own read of them (use-member-preferences.ts) could answer
 * before React hydrated the page, which then drew the sections over the server's skeleton: a hydration mismatch
 * (issue #55). A failed read is left to the page, which shows it with Try again.
 */
export async function settingsLoader({ context }: LoaderFunctionArgs) {
  await queryClientOf(context)
    .ensureQueryData(preferencesQueryOptions())
    .catch(() => undefined);
  return null;
}

/**
 * docs/product.md §Screens /settings: sections Display, Notifications and Privacy; every change is saved at once.
 * Verification explains the Verified Identity plan (Pricing's Get Verified leads to it as /settings#verification).
 */
export function SettingsPage() {
  const { t } = useLingui();
  const { loadFailed } = useSettingsMessages();
  const preferences = usePreferences();
  const { hash } = useLocation();
  // The sections above render after the preferences load: scroll to the anchor once the page has its height.
  useEffect(() => {
    if (hash !== `#${verificationSectionId}` || preferences.isPending) return;
    document.getElementById(verificationSectionId)?.scrollIntoView({ block: 'start' });
  }, [hash, preferences.isPending]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={t`Settings`} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Settings</Trans>
        </h1>
        <p className="mt-1 text-muted-foreground">
          <Trans>Changes are saved as you make them.</Trans>
        </p>
      </header>
      {preferences.isPending ? (
        <SettingsSkeleton />
      ) : preferences.isError ? (
        <Alert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{loadFailed}</span>
            <Button
              variant="outline"
              size="sm"
              isLoading={preferences.isFetching}
              onClick={() => void preferences.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          </div>
        </Alert>
      ) : (
        <>
          <DisplaySection preferences={preferences.data} />
          <NotificationsSection preferences={preferences.data} />
          <PrivacySection preferences={preferences.data} />
        </>
      )}
      <InviteSection />
      <MutedSection />
      <BlockedSection />
      <PasskeysSection />
      <VerificationSection />
      <YourDataSection />
    </div>
  );
}
