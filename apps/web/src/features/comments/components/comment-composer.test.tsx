import { limits, verificationMessages } from '@circles/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildComment } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { CommentComposer } from './comment-composer';
import { CommentsSection } from './comments-section';

const composerProps = {
  label: 'Write a comment',
  placeholder: 'Write a comment…',
  submitLabel: 'Post comment',
  pendingLabel: 'Posting…',
  isPending: false,
};

describe('CommentComposer', () => {
  it('sends the trimmed text with Enter, starts a new line with Shift+Enter, then empties', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<CommentComposer {...composerProps} onSubmit={onSubmit} />);
    const box = screen.getByLabelText('Write a comment');
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    expect(box).toHaveAttribute('maxLength', String(limits.commentMax));

    await user.type(box, '  first line{Shift>}{Enter}{/Shift}second  ');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');

    // The contract's schema loads on the first send, so the text goes a moment later.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('first line\nsecond'));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('sends nothing while the text is blank', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<CommentComposer {...composerProps} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Write a comment'), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the text after a failed send', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('offline')));
    const { user } = renderWithProviders(<CommentComposer {...composerProps} onSubmit={onSubmit} />);
    const box = screen.getByLabelText('Write a comment');
    await user.type(box, 'Still here');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(box).toHaveValue('Still here');
  });

  it('shows the error it is given under the field, tied to it', () => {
    renderWithProviders(
      <CommentComposer {...composerProps} onSubmit={() => Promise.resolve()} error="Comment not found" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Comment not found');
    expect(screen.getByLabelText('Write a comment')).toHaveAccessibleDescription('Comment not found');
    expect(screen.getByLabelText('Write a comment')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits in place: starts from the text, keeps it after saving, Escape cancels', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <CommentComposer
        {...composerProps}
        label="Edit comment"
        submitLabel="Save"
        initialValue="Old words"
        keepValue
        onSubmit={onSubmit}
        onCancel={onCancel}
      />,
    );
    const box = screen.getByLabelText('Edit comment');
    expect(box).toHaveValue('Old words');
    await user.type(box, ', new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Old words, new'));
    expect(box).toHaveValue('Old words, new');

    await user.type(box, '{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows the pending label and refuses a second send while saving', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(
      <CommentComposer {...composerProps} isPending onSubmit={onSubmit} initialValue="Hello" />,
    );
    expect(screen.getByRole('button', { name: 'Posting…' })).toBeDisabled();
    await user.type(screen.getByLabelText('Write a comment'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('CommentsSection', () => {
  const postId = 'post-1';

  it('posts a comment through the API and shows it in the list', async () => {
    const comments = [buildComment({ content: 'First!' })];
    let body: unknown;
    server.use(
      http.get(apiPath(`/posts/${postId}/comments`), () =>
        HttpResponse.json({ comments, total: comments.length, nextCursor: null }),
      ),
      http.post(apiPath(`/posts/${postId}/comments`), async ({ request }) => {
        body = await request.json();
        const created = buildComment({ content: 'What a trail' });
        comments.unshift(created);
        const { replies: _replies, ...reply } = created;
        return HttpResponse.json(reply, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<CommentsSection postId={postId} circleType="public" />);
    const list = await screen.findByRole('list', { name: 'Comment list' });
    expect(within(list).getByText('First!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Write a comment'), ' What a trail {Enter}');

    expect(await within(list).findByText('What a trail')).toBeInTheDocument();
    expect(body).toEqual({ content: 'What a trail', parentId: null });
    expect(screen.getByLabelText('Write a comment')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
  });

  it('keeps the text when the server refuses the comment', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiPath(`/posts/${postId}/comments`), () =>
        HttpResponse.json({ comments: [], total: 0, nextCursor: null }),
      ),
      http.post(apiPath(`/posts/${postId}/comments`), () => apiError(500, 'Database unavailable')),
    );
    const { user } = renderWithProviders(<CommentsSection postId={postId} circleType="public" />);
    const box = screen.getByLabelText('Write a comment');
    await user.type(box, 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post comment' })).toBeEnabled());
    expect(box).toHaveValue('Keep me');
    expect(console.error).toHaveBeenCalledWith('Failed to add comment', expect.anything());
    vi.restoreAllMocks();
  });

  it('shows a Basic member why they cannot comment in a public circle when verification is required', async () => {
    server.use(
      http.get(apiPath('/verification/status'), () =>
        HttpResponse.json({ isRequired: true, isVerified: false, request: null }),
      ),
      http.get(apiPath(`/posts/${postId}/comments`), () =>
        HttpResponse.json({ comments: [], total: 0, nextCursor: null }),
      ),
    );
    renderWithProviders(<CommentsSection postId={postId} circleType="public" />);
    expect(await screen.findByText(verificationMessages.commentRequiresVerification)).toBeInTheDocument();
    expect(screen.queryByLabelText('Write a comment')).not.toBeInTheDocument();
  });
});
