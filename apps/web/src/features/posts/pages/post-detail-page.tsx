import { type CommentsPage, circleMessages, type Post, postMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, FileWarning, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PostCard, PostCardSkeleton } from '../../../components/posts/post-card';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { usePostPage } from '../api/get-post';
import { usePostText } from '../lib/post-messages';

const circlePath = (circleId: string) => `/circles/${encodeURIComponent(circleId)}`;

/**
 * What goes under the post: the comments feature's thread, which the app passes in (features never import each
 * other), once the post has loaded (issue #41: an unknown post loaded its comments too, and logged their 404).
 */
export type RenderComments = (props: {
  postId: string;
  post: Post;
  firstComments: CommentsPage | undefined;
}) => ReactNode;

/**
 * /circles/:circleId/posts/:postId: the post, its error screens (docs/product.md §Messages), and the comments below.
 */
export function PostDetailPage({ renderComments }: { renderComments: RenderComments }) {
  const { t } = useLingui();
  const postText = usePostText();
  const { circleId = '', postId = '' } = useParams();
  const navigate = useNavigate();
  // One request: the post and the first page of its comments (issue #38).
  const page = usePostPage(circleId, postId);
  const post = page.data?.post;
  const postHeading = (shown: Post) => {
    const authorName = shown.author.fullName;
    const circleName = shown.circle.name;
    return t`Post by ${authorName} in ${circleName}`;
  };
  const backTo = (shown: Post) => {
    const circleName = shown.circle.name;
    return t`Back to ${circleName}`;
  };
  // The noun (the page's name), not the form's Post button.
  const postNoun = t({ message: 'Post', context: 'the post page' });
  const goBack = (
    <Button variant="outline" onClick={() => navigate(-1)}>
      <Trans>Go Back</Trans>
    </Button>
  );

  if (!circleId || !postId) {
    return <ErrorScreen title={postText(postMessages.missingIds)} actions={goBack} />;
  }
  if (page.isError) {
    const error = page.error;
    if (
      error instanceof ApiRequestError &&
      error.status === 404 &&
      error.message === circleMessages.notFound
    ) {
      return (
        <ErrorScreen
          title={postText(circleMessages.notFound)}
          icon="missing"
          actions={
            <Link to="/circles" className={buttonStyles()}>
              <Trans>Browse Circles</Trans>
            </Link>
          }
        />
      );
    }
    if (error instanceof ApiRequestError && error.status === 404) {
      return (
        <ErrorScreen
          title={postText(postMessages.postNotFound)}
          icon="missing"
          actions={
            <>
              <Link to={circlePath(circleId)} className={buttonStyles()}>
                <Trans>View Circle</Trans>
              </Link>
              {goBack}
            </>
          }
        />
      );
    }
    return <ErrorScreen title={postText(postMessages.detailFailed)} actions={goBack} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageTitle title={postNoun} />
      {/* Every page has a main heading (axe page-has-heading-one); the card itself shows who posted. */}
      <h1 className="sr-only">{post ? postHeading(post) : postNoun}</h1>
      <Link
        to={circlePath(circleId)}
        className="focus-ring inline-flex w-fit items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {post ? backTo(post) : t`Back to circle`}
      </Link>
      {post ? (
        <PostCard
          post={post}
          isDetail
          onDeleted={() => navigate(circlePath(post.circle.id), { replace: true })}
        />
      ) : (
        <PostCardSkeleton />
      )}
      {/* Only under a post that exists: a missing post's comments would be asked for, refused and logged. */}
      {page.data ? renderComments({ postId, post: page.data.post, firstComments: page.data.comments }) : null}
    </div>
  );
}

function ErrorScreen({ title, icon, actions }: { title: string; icon?: 'missing'; actions: ReactNode }) {
  const Icon = icon === 'missing' ? SearchX : FileWarning;
  return (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center py-16 text-center"
    >
      <PageTitle title={title} />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
