import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { FormFooter } from './form-footer';

function FormIn({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

describe('FormFooter (a dialog form’s action beside Cancel)', () => {
  it('submits the form with its action; Cancel runs its own close and submits nothing', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <FormIn onSubmit={onSubmit}>
        <FormFooter actionLabel="Send report" onCancel={onCancel} />
      </FormIn>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('cannot be sent while disabled or pending; without its own close, Cancel closes the dialog', async () => {
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Create a circle</DialogTitle>
          <DialogDescription>Name it.</DialogDescription>
          <FormIn onSubmit={onSubmit}>
            <FormFooter actionLabel="Create Circle" disabled />
          </FormIn>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Create Circle' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a pending action as busy', () => {
    renderWithProviders(
      <FormIn onSubmit={() => undefined}>
        <FormFooter actionLabel="Delete account" tone="destructive" isPending onCancel={() => undefined} />
      </FormIn>,
    );
    expect(screen.getByRole('button', { name: /Delete account/ })).toBeDisabled();
  });
});
