import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner';

/**
 * The first page's code is still loading: an empty page in the theme's background (nothing to shift when the
 * page arrives), with a spinner that fades in only if the wait is long enough to notice.
 */
export function RouteLoadingFallback() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <div className="animate-[fade-in_200ms_ease-out_400ms_both]">
        <Spinner label={t`Loading`} className="size-8 text-primary" />
      </div>
    </div>
  );
}
