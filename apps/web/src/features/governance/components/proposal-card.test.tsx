import type { Proposal } from '@circles/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ProposalCard } from './proposal-card';

const proposal = (overrides: Partial<Proposal> = {}): Proposal => ({
  id: 'prop-1',
  policyId: 'privacy-rights',
  title: 'Ask before keeping',
  description: '',
  myVote: null,
  results: null,
  topComment: null,
  commentCount: 0,
  status: 'open',
  createdAt: '2026-01-01T00:00:00.000Z',
  closesAt: '2026-01-08T12:00:00.000Z',
  author: { userId: 'u-1', fullName: 'Augusta Ada' },
  isAuthor: false,
  rule: { quorum: 3, passShare: 0.5 },
  outcomeReason: null,
  ...overrides,
});

const results = {
  for: 2,
  against: 0,
  total: 2,
  supportPercent: 100,
  opposePercent: 0,
  counted: { for: 2, against: 0, total: 2, supportPercent: 100 },
};

describe('ProposalCard (issue #54)', () => {
  it('shows what an open proposal needs and when voting closes', () => {
    renderWithProviders(<ProposalCard proposal={proposal()} />);
    expect(screen.getByText(/To pass: at least 3 votes, more than 50% support/)).toBeInTheDocument();
    expect(screen.getByText(/Voting closes/).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-01-08T12:00:00.000Z',
    );
    expect(screen.getByText('Vote to see the results.')).toBeInTheDocument();
  });

  it('says why a closed proposal was rejected', () => {
    renderWithProviders(
      <ProposalCard
        proposal={proposal({ status: 'rejected', results, outcomeReason: '2 of 3 votes needed' })}
      />,
    );
    expect(screen.getByText('Rejected:').parentElement).toHaveTextContent('Rejected: 2 of 3 votes needed');
    expect(screen.getByText('2 votes')).toBeInTheDocument();
  });

  it('shows its author the results without asking them to vote, and is no landmark of its own', () => {
    renderWithProviders(<ProposalCard proposal={proposal({ isAuthor: true, results })} />);
    expect(screen.queryByText('Vote to see the results.')).not.toBeInTheDocument();
    expect(screen.getByText('100% support')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
  });
});
