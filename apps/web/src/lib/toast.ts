import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;

/**
 * The toaster (sonner's code and stylesheet, about 9 KB gzip) is not part of any page's first load: it mounts when
 * the first toast is asked for (app/providers.tsx listens here), and each toast waits for it, since sonner shows
 * only the toasts raised after its Toaster is mounted. Only actions raise toasts, a moment after the page is in use.
 */
let toasterWanted = false;
const wantListeners = new Set<() => void>();
let markToasterMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

export const toaster = {
  subscribe(listener: () => void) {
    wantListeners.add(listener);
    return () => {
      wantListeners.delete(listener);
    };
  },
  /** Whether a toast has been asked for yet (the providers mount the toaster from then on). */
  isWanted: () => toasterWanted,
  /** Called by the toaster once mounted: the toasts waiting for it are shown. */
  mounted: () => markToasterMounted(),
};

const loadToast = () => {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of wantListeners) listener();
  }
  return Promise.all([import('sonner'), toasterMounted]).then(([module]) => module.toast);
};

/** sonner's toast.success, toast.error and toast.info, loading sonner and its toaster on first use. */
export const toast = {
  success: (...args: Parameters<SonnerToast['success']>) =>
    void loadToast().then((show) => show.success(...args)),
  error: (...args: Parameters<SonnerToast['error']>) => void loadToast().then((show) => show.error(...args)),
  info: (...args: Parameters<SonnerToast['info']>) => void loadToast().then((show) => show.info(...args)),
};
