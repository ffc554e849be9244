import { moderationLimits, moderationMessages } from '@circles/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { apiError, apiPath, server } from '../testing/server';
import { ReportDialog } from './report-dialog';

const target = { targetType: 'post', targetId: '00000000-0000-4000-8000-000000000042' } as const;

/** The dialog as a menu opens it: open, and closed again by the dialog itself. */
function OpenReport() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Report again
      </button>
      <ReportDialog target={target} subject="this post" open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

const thanks = 'Thanks. Moderators will look at it.';

/** The open dialog, once its form's code has loaded. */
async function openedReport() {
  const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
  await within(dialog).findByRole('button', { name: 'Send report' });
  return dialog;
}

describe('ReportDialog', () => {
  it('asks for a reason before sending anything, and forgets the message once one is chosen', async () => {
    let calls = 0;
    server.use(
      http.post(apiPath('/reports'), () => {
        calls += 1;
        return HttpResponse.json({ id: 'r1', message: thanks }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<OpenReport />);
    const dialog = await openedReport();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(moderationMessages.chooseReason);
    expect(within(dialog).getByRole('group', { name: 'What is wrong?' })).toHaveAccessibleDescription(
      moderationMessages.chooseReason,
    );
    expect(calls).toBe(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Hate speech' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends the target, the reason and trimmed details, toasts the answer and closes', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/reports'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 'r1', message: thanks }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<OpenReport />);
    const dialog = await openedReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    expect(within(dialog).getByRole('radio', { name: 'Spam or scam' })).toBeChecked();
    await user.type(
      within(dialog).getByLabelText('Anything else moderators should know? (optional)'),
      '  Sells fake tickets  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(thanks)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ ...target, reason: 'spam', details: 'Sells fake tickets' });

    // Opened again, it starts empty.
    await user.click(screen.getByRole('button', { name: 'Report again' }));
    const again = await openedReport();
    expect(within(again).getByRole('radio', { name: 'Spam or scam' })).not.toBeChecked();
    expect(within(again).getByLabelText('Anything else moderators should know? (optional)')).toHaveValue('');
  });

  it('leaves out blank details and caps them at the limit', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(apiPath('/reports'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 'r1', message: thanks }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<OpenReport />);
    const dialog = await openedReport();
    const details = within(dialog).getByLabelText('Anything else moderators should know? (optional)');
    await user.click(details);
    await user.paste('y'.repeat(moderationLimits.detailsMax + 20));
    expect(details).toHaveValue('y'.repeat(moderationLimits.detailsMax));

    await user.clear(details);
    await user.type(details, '   ');
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(body.reason).toBe('other'));
    expect(body).not.toHaveProperty('details');
  });

  it("shows the server's message when the report is refused, and keeps the dialog open", async () => {
    server.use(http.post(apiPath('/reports'), () => apiError(409, 'You already reported this post')));
    const { user } = renderWithProviders(<OpenReport />);
    const dialog = await openedReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already reported this post');
    expect(screen.getByRole('dialog', { name: 'Report this post' })).toBeInTheDocument();
  });
});
