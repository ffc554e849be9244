import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { loadCatalogues } from '../../lib/i18n';
import type { WallSlotProps } from '../../lib/wall-slot';

const ProfileWall = lazy(() =>
  Promise.all([import('../../features/wall'), loadCatalogues(['wall'])]).then(([module]) => ({
    default: module.ProfileWall,
  })),
);

/** The wall feature, loaded only when a profile switches to wall mode (its canvases and arcade are not small). */
export function LazyProfileWall(props: WallSlotProps) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <>
          {props.renderBar(null)}
          <div
            role="status"
            aria-label={t`Loading wall`}
            className="flex h-[calc(100dvh-16rem)] min-h-[26rem] items-center justify-center rounded-3xl border bg-surface"
          >
            <Spinner />
          </div>
        </>
      }
    >
      <ProfileWall {...props} />
    </Suspense>
  );
}
