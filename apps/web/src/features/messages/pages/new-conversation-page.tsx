import { directMessageTexts } from '@circles/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useStartConversation } from '../api/start-conversation';

/** /messages/new?to=<member id> (issue #40): opens the conversation with that member, or says why not. */
export function NewConversationPage() {
  const [params] = useSearchParams();
  const to = params.get('to') ?? '';
  const navigate = useNavigate();
  const start = useStartConversation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate(to, {
      onSuccess: (conversation) => void navigate(paths.app.conversation(conversation.id), { replace: true }),
    });
  }, [to, start, navigate]);
  if (start.isError) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-10 text-center shadow-soft">
        <PageTitle title="Messages" />
        <p role="alert">{getErrorMessage(start.error, directMessageTexts.cannotMessage)}</p>
        <Link
          to={paths.app.messages}
          className="focus-ring rounded text-sm font-medium text-primary underline"
        >
          Back to Messages
        </Link>
      </div>
    );
  }
  return <PageSpinner label="Opening the conversation" />;
}
