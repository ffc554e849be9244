import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;

// sonner adds its stylesheet to the document when it loads: with a static import, every member page paid for
// that (and for sonner's code) inside its first long task (issue #16). It loads with the toaster, which mounts
// after the first render (app/providers.tsx), or with the first toast, whichever is first.
const loadToast = () => import('sonner').then((module) => module.toast);

/** sonner's toast.success, toast.error and toast.info, loading sonner on first use. */
export const toast = {
  success: (...args: Parameters<SonnerToast['success']>) =>
    void loadToast().then((show) => show.success(...args)),
  error: (...args: Parameters<SonnerToast['error']>) => void loadToast().then((show) => show.error(...args)),
  info: (...args: Parameters<SonnerToast['info']>) => void loadToast().then((show) => show.info(...args)),
};
