import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme';

/** Toasts in the current theme (loaded after the first page: only actions raise toasts). */
export function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} position="top-center" richColors closeButton />;
}
