import { defaultPreferences, limits, mediaMessages, postMessages } from '@circles/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCreatePostStore } from '../../../lib/create-post-store';
import { buildCircle, buildPost } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { CreatePostModal } from './create-post-modal';

const hikers = buildCircle({ name: 'Weekend Hikers' });
const chess = buildCircle({ name: 'Chess Club' });
const notJoined = buildCircle({ name: 'Outsiders', isJoined: false });

const circlesAnswer = http.get(apiPath('/circles'), () => HttpResponse.json([hikers, chess, notJoined]));

async function openForm(circleId?: string) {
  const view = renderWithProviders(<CreatePostModal />);
  act(() => useCreatePostStore.getState().open(circleId ? { circleId } : undefined));
  const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
  await within(dialog).findByRole('option', { name: 'Weekend Hikers' });
  return { ...view, dialog };
}

const imageFile = (name = 'view.png', type = 'image/png') => new File(['png-bytes'], name, { type });

// The modal loads the dialog and then the form on its first opening (lazy chunks in the app): loaded here once,
// the first test does not spend its waits on transforming them.
beforeAll(() => Promise.all([import('./create-post-dialog'), import('./create-post-form')]), 60_000);

afterEach(() => act(() => useCreatePostStore.getState().close()));

describe('Create Post form', () => {
  it('offers only joined circles and keeps Post disabled until a circle and some text are chosen', async () => {
    server.use(circlesAnswer);
    const { user, dialog } = await openForm();
    const circle = within(dialog).getByLabelText('Circle');
    expect(
      within(circle)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a circle', 'Weekend Hikers', 'Chess Club']);
    const post = within(dialog).getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Post text'), '   ');
    await user.selectOptions(circle, 'Chess Club');
    expect(post).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Post text'), 'Hello');
    expect(post).toBeEnabled();
  });

  it('counts down from 280 and cuts longer text at the limit', async () => {
    server.use(circlesAnswer);
    const { user, dialog } = await openForm();
    const text = within(dialog).getByLabelText('Post text');
    expect(within(dialog).getByText(`${limits.postMax} characters remaining`)).toBeInTheDocument();
    await user.click(text);
    await user.paste('a'.repeat(limits.postMax + 40));
    expect(text).toHaveValue('a'.repeat(limits.postMax));
    expect(within(dialog).getByText('0 characters remaining')).toHaveAttribute('data-level', 'danger');
  });

  it('posts the trimmed text to the preselected circle, says so and closes', async () => {
    let body: unknown;
    server.use(
      circlesAnswer,
      http.post(apiPath('/posts'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildPost({ content: 'Summit at dawn' }), { status: 201 });
      }),
    );
    const { user, dialog } = await openForm(hikers.id);
    expect(within(dialog).getByLabelText('Circle')).toHaveValue(hikers.id);
    await user.type(within(dialog).getByLabelText('Post text'), '  Summit at dawn  ');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Post created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ content: 'Summit at dawn', circleId: hikers.id });
  });

  it('refuses a file of the wrong kind or over the size limit, with SPEC messages', async () => {
    server.use(circlesAnswer);
    const { dialog } = await openForm();
    // The picker's accept filter is the browser's; this checks what the form does with what it gets.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      within(dialog).getByLabelText('Photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(mediaMessages.notImage);
    expect(within(dialog).queryByAltText('Selected attachment')).not.toBeInTheDocument();

    const huge = imageFile('huge.png');
    Object.defineProperty(huge, 'size', { value: limits.imageBytes + 1 });
    await user.upload(within(dialog).getByLabelText('Photo'), huge);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(mediaMessages.imageTooLarge);

    await user.upload(within(dialog).getByLabelText('Photo'), imageFile());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByAltText('Selected attachment')).toBeInTheDocument();
    expect(within(dialog).getByText('view.png')).toBeInTheDocument();
  });

  it('requires alt text for a photo when the settings say so, then uploads and posts with it', async () => {
    let body: Record<string, unknown> = {};
    let uploadedKind: string | null = null;
    server.use(
      circlesAnswer,
      http.get(apiPath('/preferences'), () =>
        HttpResponse.json({ ...defaultPreferences, require_alt_text: 'true' }),
      ),
      http.post(apiPath('/media/posts'), ({ request }) => {
        uploadedKind = new URL(request.url).searchParams.get('kind');
        return HttpResponse.json({
          url: '/media/posts/a.webp',
          path: 'a.webp',
          kind: 'image',
          contentType: 'image/webp',
          size: 9,
          width: 10,
          height: 10,
        });
      }),
      http.post(apiPath('/posts'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(buildPost(), { status: 201 });
      }),
    );
    const { user, dialog } = await openForm(chess.id);
    await user.type(within(dialog).getByLabelText('Post text'), 'Our board');
    await user.upload(within(dialog).getByLabelText('Photo'), imageFile());

    const alt = await within(dialog).findByLabelText(/Alt text/);
    await waitFor(() => expect(alt).toBeRequired());
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeDisabled();
    await user.type(alt, ' A chess board mid-game ');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(body.content).toBe('Our board'));
    expect(uploadedKind).toBe('image');
    expect(body).toMatchObject({
      circleId: chess.id,
      imageUrl: '/media/posts/a.webp',
      mediaAlt: 'A chess board mid-game',
    });
  });

  it("shows the server's message when the post is refused, keeping the draft", async () => {
    server.use(
      circlesAnswer,
      http.post(apiPath('/posts'), () => apiError(400, postMessages.invalidCircle)),
    );
    const { user, dialog } = await openForm(hikers.id);
    await user.type(within(dialog).getByLabelText('Post text'), 'Draft stays');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(postMessages.invalidCircle);
    expect(within(dialog).getByLabelText('Post text')).toHaveValue('Draft stays');
  });
});
