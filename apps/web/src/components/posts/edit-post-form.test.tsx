import { limits, postMessages } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildPost } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render';
import { apiError, apiPath, server } from '../../testing/server';
import { EditPostForm } from './edit-post-form';

const post = buildPost({ content: 'Original words' });

describe('EditPostForm', () => {
  it('says at once that an emptied post cannot be saved', async () => {
    const { user } = renderWithProviders(<EditPostForm post={post} onDone={() => undefined} />);
    const text = screen.getByLabelText('Edit post text');
    expect(text).toHaveValue('Original words');
    expect(screen.queryByText(postMessages.contentRequired)).not.toBeInTheDocument();

    await user.clear(text);
    await user.type(text, '  ');
    expect(await screen.findByText(postMessages.contentRequired)).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(text, 'back');
    await waitFor(() => expect(screen.queryByText(postMessages.contentRequired)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('saves the trimmed text with Ctrl+Enter, then closes with a toast', async () => {
    let body: unknown;
    server.use(
      http.patch(apiPath(`/posts/${post.id}`), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...post, content: 'New words' });
      }),
    );
    const onDone = vi.fn();
    const { user } = renderWithProviders(<EditPostForm post={post} onDone={onDone} />);
    const text = screen.getByLabelText('Edit post text');
    await user.clear(text);
    await user.type(text, '  New words  ');
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(body).toEqual({ content: 'New words' });
    expect(await screen.findByText(postMessages.postUpdated)).toBeInTheDocument();
  });

  it('closes without a request when the text is unchanged, and Escape cancels', async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<EditPostForm post={post} onDone={onDone} />);
    await user.type(screen.getByLabelText('Edit post text'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());

    await user.type(screen.getByLabelText('Edit post text'), '{Escape}');
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('caps the text at 280 characters and keeps it when the save fails', async () => {
    server.use(http.patch(apiPath(`/posts/${post.id}`), () => apiError(500, 'Database unavailable')));
    const onDone = vi.fn();
    const { user } = renderWithProviders(<EditPostForm post={post} onDone={onDone} />);
    const text = screen.getByLabelText('Edit post text');
    await user.clear(text);
    await user.paste('b'.repeat(limits.postMax + 5));
    expect(text).toHaveValue('b'.repeat(limits.postMax));
    expect(screen.getByText('0 characters remaining')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(text).toHaveValue('b'.repeat(limits.postMax));
    expect(onDone).not.toHaveBeenCalled();
  });
});
