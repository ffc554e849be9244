import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { apiError, apiPath, server } from '../../testing/server';
import { DeletePostDialog } from './delete-post-dialog';

/** The dialog as a post's menu holds it: open until it closes itself. */
function Harness({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <DeletePostDialog postId="post-1" open={open} onOpenChange={setOpen} onDeleted={onDeleted} />
  ) : (
    <p>Closed</p>
  );
}

// The confirm step (components/ui/confirm-dialog.tsx) as the post's delete uses it.
describe('DeletePostDialog', () => {
  it("shows the server's refusal, then deletes on a second try and closes", async () => {
    let calls = 0;
    server.use(
      http.delete(apiPath('/posts/post-1'), () => {
        calls += 1;
        return calls === 1
          ? apiError(403, 'You can only delete your own posts')
          : HttpResponse.json({ deleted: true, circleId: 'world' });
      }),
    );
    let deleted = 0;
    const { user } = renderWithProviders(<Harness onDeleted={() => (deleted += 1)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can only delete your own posts');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    await waitFor(() => expect(deleted).toBe(1));
    expect(calls).toBe(2);
  });

  it('closes on Cancel without asking the server', async () => {
    let calls = 0;
    server.use(
      http.delete(apiPath('/posts/post-1'), () => {
        calls += 1;
        return HttpResponse.json({ deleted: true, circleId: 'world' });
      }),
    );
    const { user } = renderWithProviders(<Harness onDeleted={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(calls).toBe(0);
  });
});
