import { Trans, useLingui } from '@lingui/react/macro';
import { Bot, Lightbulb, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useAmigoStore } from './amigo-store';
import { amigoReply, amigoTipFor } from './amigo-tips';

/**
 * Amigo's header, the tip for the current screen, the conversation and the input (docs/product.md §Product,
 * §Validation).
 */
export function AmigoChat({ headerAction }: { headerAction?: ReactNode }) {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const tip = amigoTipFor(pathname);
  const messages = useAmigoStore((state) => state.messages);
  const send = useAmigoStore((state) => state.send);
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const canSend = draft.trim().length > 0;

  useEffect(() => {
    if (messages.length > 0) endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    send(draft.trim(), amigoReply(i18n, pathname, draft));
    setDraft('');
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-a to-brand-b text-white">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 className="font-semibold leading-tight">Amigo</h2>
          <p className="text-xs text-muted-foreground">
            <Trans>Your AI assistant</Trans>
          </p>
        </div>
        {headerAction}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4" aria-live="polite">
        <section aria-label={t`Tip`} className="rounded-2xl border bg-card p-4 shadow-soft">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Lightbulb aria-hidden="true" className="size-4 text-brand-a" />
            {i18n._(tip.title)}
          </h3>
          <p className="mt-1.5 text-sm text-muted-foreground">{i18n._(tip.text)}</p>
        </section>
        {messages.map((message) => (
          <p
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm',
              message.from === 'member'
                ? 'self-end rounded-br-md bg-primary text-primary-foreground'
                : 'self-start rounded-bl-md bg-muted text-foreground',
            )}
          >
            <span className="sr-only">{message.from === 'member' ? t`You: ` : t`Amigo: `}</span>
            {message.text}
          </p>
        ))}
        <div ref={endRef} />
      </div>
      <form onSubmit={onSubmit} className="flex items-center gap-2 border-t p-3">
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t`Ask Amigo...`}
          aria-label={t`Message Amigo`}
          autoComplete="off"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t`Send message`}
          disabled={!canSend}
          className="size-11"
        >
          <Send aria-hidden="true" className="size-4.5" />
        </Button>
      </form>
    </div>
  );
}
