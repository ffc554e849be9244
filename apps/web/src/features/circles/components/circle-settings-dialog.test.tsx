import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCircle } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { CircleSettingsDialog } from './circle-settings-dialog';

describe('Circle settings (issue #41)', () => {
  it('the owner hides a private circle: the choice is sent and the dialog closes with a word', async () => {
    const circle = buildCircle({ id: 'c1', name: 'Quiet Room', type: 'private', viewerRole: 'owner' });
    const sent: unknown[] = [];
    server.use(
      http.patch(apiPath('/circles/c1/settings'), async ({ request }) => {
        const body = (await request.json()) as { isHidden: boolean };
        sent.push(body);
        return HttpResponse.json({ ...circle, isHidden: body.isHidden });
      }),
    );
    const { user } = renderWithProviders(<CircleSettingsDialog circle={circle} />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Circle settings' });
    expect(screen.getByRole('radio', { name: /Visible by link/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Hidden/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Circle settings saved.')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(sent).toEqual([{ isHidden: true }]);
  });
});
