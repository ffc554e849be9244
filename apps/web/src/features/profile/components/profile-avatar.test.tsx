import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { ProfileAvatar } from './profile-avatar';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
const own = {
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  isVerified: false,
  profileCompleted: true,
  isOwn: true,
};

describe('ProfileAvatar (one’s own picture)', () => {
  it('sends the picked image, with its own type, to PUT /me/avatar', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.put(apiPath('/me/avatar'), ({ request }) => {
        sent.push(request.headers.get('content-type'));
        return HttpResponse.json(buildMe({ avatarUrl: '/media/avatars/ada.png' }));
      }),
    );
    const { user } = renderWithProviders(<ProfileAvatar {...own} />);
    await user.upload(screen.getByLabelText('Profile picture file'), png());
    await screen.findByRole('button', { name: 'Change profile picture' });
    await expect.poll(() => sent).toEqual(['image/png']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    server.use(http.put(apiPath('/me/avatar'), () => apiError(400, 'Please select an image file')));
    const { user } = renderWithProviders(<ProfileAvatar {...own} />);
    await user.upload(screen.getByLabelText('Profile picture file'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file');
  });
});
