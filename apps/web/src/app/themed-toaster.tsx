import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme';
import { toaster } from '../lib/toast';

/** Toasts in the current theme (mounted with the first toast asked for: lib/toast). */
export function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  // After sonner's own effects (a child's run first): its Toaster listens by now, so no waiting toast is lost.
  useEffect(() => toaster.mounted(), []);
  return <Toaster theme={resolvedTheme} position="top-center" richColors closeButton />;
}
