import { limits, messages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useIcons } from '../../../api/icons/get-icons';
import { IconPicker } from '../../../components/icon-picker/icon-picker';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useContractText } from '../../../lib/contract-messages';
import { useCompleteProfile } from '../api/complete-profile';
import { useOwnIcons } from '../api/get-own-icons';
import { SelectedIcons } from '../components/selected-icons';
import { useProfileSetupStore } from '../stores/profile-setup-store';

/** 1-based position of an icon among the picks (0 when not picked); one stable hook for every grid cell. */
const useSetupPosition = (code: string) =>
  useProfileSetupStore((state) => state.selectedEmojis.indexOf(code) + 1);

const statusId = 'icon-selection-status';

/**
 * /auth/setup-profile 'Complete Your Profile' (docs/product.md §Screens, §Validation): pick exactly 6 icons, save,
 * then /home after 1 s.
 */
export function SetupProfilePage() {
  const { t } = useLingui();
  const contractText = useContractText();
  const navigate = useNavigate();
  const icons = useIcons();
  const completeProfile = useCompleteProfile();
  const selected = useProfileSetupStore((state) => state.selectedEmojis);
  const keepKnown = useProfileSetupStore((state) => state.keepKnown);
  const toggleEmoji = useProfileSetupStore((state) => state.toggleEmoji);
  const resetSelection = useProfileSetupStore((state) => state.reset);
  const startFrom = useProfileSetupStore((state) => state.startFrom);
  const ownIcons = useOwnIcons();

  const iconsByCode = useMemo(
    () => new Map((icons.data ?? []).map((icon) => [icon.iconCode, icon])),
    [icons.data],
  );
  // A selection restored from storage may name icons the catalogue no longer has.
  useEffect(() => {
    if (icons.data) keepKnown((code) => iconsByCode.has(code));
  }, [icons.data, iconsByCode, keepKnown]);
  // Opened again after setup: start from the member's current six (once, so clearing them sticks).
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current || !ownIcons.data) return;
    hasStarted.current = true;
    startFrom(ownIcons.data.icons);
  }, [ownIcons.data, startFrom]);
  const isComplete = selected.length === limits.iconsRequired;
  const selectedCount = selected.length;
  const required = limits.iconsRequired;
  const isSaved = completeProfile.isSuccess;

  useEffect(() => {
    if (!isSaved) return;
    const timer = window.setTimeout(() => {
      resetSelection();
      void navigate(paths.app.home, { replace: true });
    }, limits.profileSaveRedirectMs);
    return () => window.clearTimeout(timer);
  }, [isSaved, navigate, resetSelection]);

  const save = () => {
    if (!isComplete) return;
    completeProfile.mutate({ icons: selected });
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 pt-6 pb-32 sm:pt-10">
      <PageTitle title={t`Complete Your Profile`} />
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Complete Your Profile</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Pick 6 icons. The first 3 are shown on your profile; the last 3 are your security icons.
          </Trans>
        </p>
      </header>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <SelectedIcons selected={selected} iconsByCode={iconsByCode} onRemove={toggleEmoji} />
        <p id={statusId} aria-live="polite" className="text-center text-sm">
          <span className="font-semibold">
            <Trans>
              {selectedCount} of {required} selected
            </Trans>
          </span>
          {isComplete ? null : (
            <span className="text-muted-foreground"> · {contractText(messages.profile.exactlySixIcons)}</span>
          )}
        </p>
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <IconPicker
          startWith="all"
          onToggle={toggleEmoji}
          useSelectionPosition={useSetupPosition}
          gridClassName="max-h-[min(28rem,55dvh)]"
        />
      </Card>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/85 backdrop-blur-md">
        <div className="mx-auto flex w-full max-w-xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div aria-live="polite" className="text-sm empty:hidden sm:min-h-5 sm:empty:block">
            {isSaved ? (
              <span className="font-medium text-success">
                <Trans>Profile saved! Taking you home...</Trans>
              </span>
            ) : completeProfile.isError ? (
              <span role="alert" className="font-medium text-danger">
                {contractText(getErrorMessage(completeProfile.error, messages.profile.saveFailed))}
              </span>
            ) : null}
          </div>
          <Button
            size="lg"
            onClick={save}
            disabled={!isComplete || isSaved}
            isLoading={completeProfile.isPending}
            aria-describedby={statusId}
            className="sm:min-w-44"
          >
            {completeProfile.isPending ? t`Saving...` : t`Save Profile`}
          </Button>
        </div>
      </div>
    </div>
  );
}
