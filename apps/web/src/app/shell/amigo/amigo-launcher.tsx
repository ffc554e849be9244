import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bot, X } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { AmigoChat } from './amigo-chat';

/** Small screens: a floating Amigo button at the bottom left opening Amigo as a sheet (docs/product.md §Screens). */
export function AmigoLauncher({ className }: { className?: string }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen}>
      <DialogPrimitive.Trigger
        aria-label={t`Open Amigo`}
        data-floating-control=""
        className={cn(
          'focus-ring fixed bottom-[calc(1.25rem+env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full',
          'bg-gradient-to-br from-brand-a to-brand-b text-white shadow-lifted hover:brightness-110',
          className,
        )}
      >
        <Bot aria-hidden="true" className="size-6" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex h-[80dvh] flex-col overflow-hidden rounded-t-3xl border bg-popover text-popover-foreground shadow-lifted outline-none',
            'sm:inset-x-auto sm:bottom-4 sm:left-4 sm:h-[min(40rem,calc(100dvh-2rem))] sm:w-96 sm:rounded-3xl',
            'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
          )}
        >
          <DialogPrimitive.Title className="sr-only">Amigo</DialogPrimitive.Title>
          <AmigoChat
            headerAction={
              <DialogPrimitive.Close
                aria-label={t`Close Amigo`}
                className="focus-ring inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            }
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
