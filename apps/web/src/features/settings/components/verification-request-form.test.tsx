import { mediaMessages, verificationLimits, verificationMessages } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { VerificationRequestForm } from './verification-request-form';

const passport = () => new File(['jpeg-bytes'], 'passport.jpg', { type: 'image/jpeg' });

describe('VerificationRequestForm', () => {
  it('asks for the photo, refuses a file that is not an image, then sends photo and note', async () => {
    // jsdom's File crosses into Node's fetch as a plain form value: the test checks it was sent, not its bytes.
    const sent: { hasPhoto: boolean; note: string | null }[] = [];
    server.use(
      http.post(apiPath('/verification/requests'), async ({ request }) => {
        const form = await request.formData();
        sent.push({ hasPhoto: form.has('photo'), note: form.get('note') as string | null });
        return HttpResponse.json({ isRequired: false, isVerified: false, request: null }, { status: 201 });
      }),
    );
    renderWithProviders(<VerificationRequestForm />);
    const user = userEvent.setup({ applyAccept: false });

    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText(verificationMessages.photoRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Identity photo')).toHaveAttribute('aria-invalid', 'true');

    await user.upload(
      screen.getByLabelText('Identity photo'),
      new File(['x'], 'id.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(mediaMessages.notImage)).toBeInTheDocument();
    expect(screen.queryByAltText('The identity document you chose')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Identity photo'), passport());
    expect(await screen.findByAltText('The identity document you chose')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Identity photo')).not.toHaveAttribute('aria-invalid'));

    const note = screen.getByLabelText('Note for the reviewer (optional)');
    await user.click(note);
    await user.paste('n'.repeat(verificationLimits.noteMax + 10));
    expect(note).toHaveValue('n'.repeat(verificationLimits.noteMax));

    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText(verificationMessages.sent)).toBeInTheDocument();
    expect(sent).toEqual([{ hasPhoto: true, note: 'n'.repeat(verificationLimits.noteMax) }]);
  });
});
