import type { Icon } from '@circles/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { apiError, apiPath, server } from '../../testing/server';
import { IconPicker } from './icon-picker';

// The API orders categories alphabetically; the picker reads them smileys first (docs/product.md §Calls's order).
const catalogue: Icon[] = [
  { iconId: 1, iconName: 'Dog face', category: 'animals', iconCode: 'U+1F436' },
  { iconId: 2, iconName: 'Cat face', category: 'animals', iconCode: 'U+1F431' },
  { iconId: 3, iconName: 'Grinning face', category: 'smileys', iconCode: 'U+1F600' },
  { iconId: 4, iconName: 'Cat with tears of joy', category: 'smileys', iconCode: 'U+1F639' },
];
const notChosen = () => 0;
const shown = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('IconPicker (profile setup and the profile icons field)', () => {
  it('starts on the first category, combines the name search with the category, and hands back a pick', async () => {
    server.use(http.get(apiPath('/icons'), () => HttpResponse.json(catalogue)));
    const onToggle = vi.fn();
    const { user } = renderWithProviders(
      <IconPicker startWith="first" onToggle={onToggle} useSelectionPosition={notChosen} gridClassName="" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading icons');
    expect(await screen.findByRole('button', { name: 'Smileys', pressed: true })).toBeInTheDocument();
    expect(shown()).toEqual(['Grinning face', 'Cat with tears of joy']);

    await user.type(screen.getByLabelText('Search icons'), 'cat');
    expect(shown()).toEqual(['Cat with tears of joy']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(shown()).toEqual(['Cat with tears of joy', 'Cat face']);

    await user.click(screen.getByRole('button', { name: 'Cat face' }));
    expect(onToggle).toHaveBeenCalledWith('U+1F431');
  });

  it('can show the whole catalogue at once', async () => {
    server.use(http.get(apiPath('/icons'), () => HttpResponse.json(catalogue)));
    renderWithProviders(
      <IconPicker
        startWith="all"
        onToggle={() => undefined}
        useSelectionPosition={notChosen}
        gridClassName=""
      />,
    );
    expect(await screen.findByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    expect(shown()).toHaveLength(4);
  });

  it('says when the icons could not be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('/icons'), () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'Something went wrong') : HttpResponse.json(catalogue);
      }),
    );
    const { user } = renderWithProviders(
      <IconPicker
        startWith="first"
        onToggle={() => undefined}
        useSelectionPosition={notChosen}
        gridClassName=""
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/icons/i);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Grinning face' })).toBeInTheDocument();
  });
});
