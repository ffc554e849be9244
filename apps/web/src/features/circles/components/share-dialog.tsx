import { limits } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { Check, Copy, Share2 } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { circleShareUrl } from '../lib/circle-paths';

type ShareDialogProps = { circleId: string; circleName: string; isPrivate: boolean };

/**
 * docs/product.md §Screens 'share circle': the link `<site>/circles/{id}` and a Copy button that says 'Copied!' for
 * 2 s.
 */
export function ShareDialog({ circleId, circleName, isPrivate }: ShareDialogProps) {
  const copyButton = useRef<HTMLButtonElement>(null);
  const name = circleName;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden="true" className="size-4" />
          <Trans>Share</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-lg"
        // Start on Copy, the likely next step, rather than selecting the whole link in the field.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          copyButton.current?.focus();
        }}
      >
        <DialogHeader className="text-left">
          <DialogTitle>
            <Trans>Share {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            {isPrivate ? (
              <Trans>
                Anyone on Circles with the link sees its name and can ask to join; only members see its posts.
              </Trans>
            ) : (
              <Trans>Anyone on Circles can open the link and join.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <ShareLink url={circleShareUrl(circleId)} copyButton={copyButton} />
      </DialogContent>
    </Dialog>
  );
}

function ShareLink({ url, copyButton }: { url: string; copyButton: RefObject<HTMLButtonElement | null> }) {
  const id = useId();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setIsCopied(false), limits.copyConfirmMs);
    } catch (error) {
      // docs/product.md §Messages: a copy failure is logged only; the link stays selectable in the field.
      console.error(error);
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-1.5">
      <Label htmlFor={id}>
        <Trans>Circle link</Trans>
      </Label>
      <Input
        id={id}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-xs sm:text-xs"
      />
      <div className="mt-3 flex justify-end">
        <Button ref={copyButton} onClick={copy} className="w-full sm:w-32" aria-live="polite">
          {isCopied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {isCopied ? <Trans>Copied!</Trans> : <Trans>Copy</Trans>}
        </Button>
      </div>
    </div>
  );
}
