import { directMessageTexts } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { MessageDraftState } from '../../../components/message-member-button';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useStartConversation } from '../api/start-conversation';
import { useMessageText } from '../components/message-texts';

/**
 * /messages/new?to=<member id> (issue #40): opens the conversation with that member, or says why not. A draft in
 * the link's state (a listing's 'Message seller') goes on to the conversation's composer.
 */
export function NewConversationPage() {
  const { t } = useLingui();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const to = params.get('to') ?? '';
  const navigate = useNavigate();
  const draft = (useLocation().state as MessageDraftState | null)?.draft;
  const start = useStartConversation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !to) return;
    started.current = true;
    start.mutate(to, {
      onSuccess: (conversation) =>
        void navigate(paths.app.conversation(conversation.id), {
          replace: true,
          state: draft ? ({ draft } satisfies MessageDraftState) : undefined,
        }),
    });
  }, [to, draft, start, navigate]);
  if (!to) {
    // Opened without a member (a bookmark, a typed address): nobody to ask the server about.
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-10 text-center shadow-soft">
        <PageTitle title={t`Messages`} />
        <p>
          <Trans>To start a conversation, open a member's profile and choose Message.</Trans>
        </p>
        <Link
          to={paths.app.messages}
          className="focus-ring rounded text-sm font-medium text-primary underline"
        >
          <Trans>Back to Messages</Trans>
        </Link>
      </div>
    );
  }
  if (start.isError) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-10 text-center shadow-soft">
        <PageTitle title={t`Messages`} />
        <p role="alert">{messageText(getErrorMessage(start.error, directMessageTexts.cannotMessage))}</p>
        <Link
          to={paths.app.messages}
          className="focus-ring rounded text-sm font-medium text-primary underline"
        >
          <Trans>Back to Messages</Trans>
        </Link>
      </div>
    );
  }
  return <PageSpinner label={t`Opening the conversation`} />;
}
