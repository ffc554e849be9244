import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { messages as englishMessages } from '../locales/en.po';
import { ProposalStatus, timeLeft } from './proposal-status';
import { TextDiff } from './text-diff';

describe('TextDiff', () => {
  it('strikes the words taken out on the left and marks the words put in on the right', () => {
    const { container } = render(
      <TextDiff
        baseText="Members can turn off AI suggestions at any time."
        baseLabel="Current policy · version 1.2"
        proposedText="Members can turn on AI suggestions when they choose."
        proposedLabel="Proposed text"
      />,
    );
    const base = screen.getByRole('region', { name: 'Current policy · version 1.2' });
    const proposed = screen.getByRole('region', { name: 'Proposed text' });
    expect(base).toHaveTextContent('Members can turn off AI suggestions at any time.');
    expect(proposed).toHaveTextContent('Members can turn on AI suggestions when they choose.');
    expect([...base.querySelectorAll('del')].map((node) => node.textContent?.trim())).toContain('off');
    expect([...proposed.querySelectorAll('ins')].map((node) => node.textContent?.trim())).toContain('on');
    expect(proposed.querySelector('del')).toBeNull();
    expect(base.querySelector('ins')).toBeNull();
    expect(container.textContent).not.toContain('undefined');
  });

  it('shows each side as its text exactly, spaces and punctuation included', () => {
    const baseText = 'Identity documents from verification are deleted after 30 days.';
    const proposedText = 'Location data is deleted after 30 days unless a member chooses to keep it.';
    render(
      <TextDiff
        baseText={baseText}
        baseLabel="Current"
        proposedText={proposedText}
        proposedLabel="Proposed"
      />,
    );
    // Not toHaveTextContent, which folds white space: 'days .' must not pass for 'days.'.
    expect(screen.getByRole('region', { name: 'Current' }).querySelector('p')?.textContent).toBe(baseText);
    expect(screen.getByRole('region', { name: 'Proposed' }).querySelector('p')?.textContent).toBe(
      proposedText,
    );
  });
});

describe('ProposalStatus', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

  it('shows the time left while open, rounded up, then the outcome', () => {
    const i18n = createI18n('en', englishMessages);
    expect(timeLeft(i18n, at(7 * 24 - 0.001), now)).toBe('Open · 7 days left');
    expect(timeLeft(i18n, at(30), now)).toBe('Open · 30 hours left');
    expect(timeLeft(i18n, at(0.5), now)).toBe('Open · closing soon');
    renderWithProviders(<ProposalStatus proposal={{ status: 'open', closesAt: at(72) }} now={now} />);
    expect(screen.getByText('Open · 3 days left')).toBeInTheDocument();
    renderWithProviders(<ProposalStatus proposal={{ status: 'adopted', closesAt: at(-1) }} now={now} />);
    expect(screen.getByText('Adopted')).toBeInTheDocument();
  });
});
