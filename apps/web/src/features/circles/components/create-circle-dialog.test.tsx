import { circleMessages, limits, verificationMessages } from '@circles/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../components/ui/button';
import { buildCircle } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { CreateCircleDialog } from './create-circle-dialog';

const renderDialog = () => {
  const view = renderWithProviders(<CreateCircleDialog trigger={<Button>New circle</Button>} />, {
    route: '/circles',
  });
  return view;
};

async function openDialog(view: ReturnType<typeof renderDialog>, { hasForm = true } = {}) {
  await view.user.click(screen.getByRole('button', { name: 'New circle' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Circle' });
  // The form's code loads on first opening.
  if (hasForm) await within(dialog).findByLabelText('Circle name');
  return dialog;
}

describe('CreateCircleDialog', () => {
  it('keeps Create Circle disabled until a type is chosen and the name is not blank', async () => {
    const view = renderDialog();
    const dialog = await openDialog(view);
    const submit = within(dialog).getByRole('button', { name: 'Create Circle' });
    expect(submit).toBeDisabled();

    await view.user.type(within(dialog).getByLabelText('Circle name'), '   ');
    expect(submit).toBeDisabled();

    await view.user.click(within(dialog).getByLabelText('Circle type'));
    await view.user.click(await screen.findByRole('option', { name: 'Private' }));
    expect(submit).toBeDisabled();

    await view.user.type(within(dialog).getByLabelText('Circle name'), 'Hikers');
    expect(submit).toBeEnabled();
  });

  it('counts the characters left and cuts a pasted name at the limit', async () => {
    const view = renderDialog();
    const dialog = await openDialog(view);
    const name = within(dialog).getByLabelText('Circle name');
    expect(within(dialog).getByText(`${limits.circleNameMax} characters remaining`)).toBeInTheDocument();

    await view.user.type(name, 'Garden club');
    expect(within(dialog).getByText(`${limits.circleNameMax - 11} characters remaining`)).toBeInTheDocument();

    await view.user.clear(name);
    await view.user.click(name);
    await view.user.paste('x'.repeat(80));
    expect(name).toHaveValue('x'.repeat(limits.circleNameMax));
    expect(within(dialog).getByText('0 characters remaining')).toBeInTheDocument();
  });

  it('creates the circle with the trimmed name and the lowercased type, then opens it', async () => {
    const created = buildCircle({ name: 'Weekend Hikers', type: 'private' });
    let body: unknown;
    server.use(
      http.post(apiPath('/circles'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const view = renderDialog();
    const dialog = await openDialog(view);

    await view.user.click(within(dialog).getByLabelText('Circle type'));
    await view.user.click(await screen.findByRole('option', { name: 'Private' }));
    await view.user.type(within(dialog).getByLabelText('Circle name'), '  Weekend Hikers  ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create Circle' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/circles/${created.id}`));
    expect(body).toEqual({ name: 'Weekend Hikers', type: 'private' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Hidden for a private circle only, and sends it (issue 54)', async () => {
    const created = buildCircle({ name: 'Quiet Room', type: 'private', isHidden: true });
    let body: unknown;
    server.use(
      http.post(apiPath('/circles'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const view = renderDialog();
    const dialog = await openDialog(view);
    await view.user.click(within(dialog).getByLabelText('Circle type'));
    await view.user.click(await screen.findByRole('option', { name: 'Public' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Hidden' })).not.toBeInTheDocument();

    await view.user.click(within(dialog).getByLabelText('Circle type'));
    await view.user.click(await screen.findByRole('option', { name: 'Private' }));
    const hidden = within(dialog).getByRole('checkbox', { name: 'Hidden' });
    expect(hidden).toHaveAccessibleDescription(/Circle not found/);
    await view.user.click(hidden);
    await view.user.type(within(dialog).getByLabelText('Circle name'), 'Quiet Room');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create Circle' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/circles/${created.id}`));
    expect(body).toEqual({ name: 'Quiet Room', type: 'private', isHidden: true });
  });

  it("shows the server's field message under the name, and other failures in an alert", async () => {
    server.use(
      http.post(apiPath('/circles'), () =>
        apiError(400, 'Invalid input', { name: [circleMessages.nameTooLong] }),
      ),
    );
    const view = renderDialog();
    const dialog = await openDialog(view);
    await view.user.click(within(dialog).getByLabelText('Circle type'));
    await view.user.click(await screen.findByRole('option', { name: 'Public' }));
    await view.user.type(within(dialog).getByLabelText('Circle name'), 'Hikers');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create Circle' }));

    expect(await within(dialog).findByText(circleMessages.nameTooLong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Circle name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    server.use(http.post(apiPath('/circles'), () => new HttpResponse(null, { status: 502 })));
    await view.user.type(within(dialog).getByLabelText('Circle name'), '!');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create Circle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(circleMessages.createFailed);
    expect(view.router.state.location.pathname).toBe('/circles');
  });

  it('tells a Basic member why, instead of the form, when verification is required', async () => {
    server.use(
      http.get(apiPath('/verification/status'), () =>
        HttpResponse.json({ isRequired: true, isVerified: false, request: null }),
      ),
    );
    const view = renderDialog();
    // The gate is known before the dialog opens (as in the app, where the status is already loaded).
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    const dialog = await openDialog(view, { hasForm: false });
    expect(
      await within(dialog).findByText(verificationMessages.createCircleRequiresVerification),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Circle name')).not.toBeInTheDocument();
  });
});
