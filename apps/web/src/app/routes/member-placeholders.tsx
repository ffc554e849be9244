import { Landmark, Store, UserRound } from 'lucide-react';
import { MemberPlaceholderPage } from './member-placeholder-page';

/** Member pages whose features come with later issues: a heading each, so nothing 404s meanwhile. */
export function GovernancePlaceholderPage() {
  return (
    <MemberPlaceholderPage
      title="Platform Governance"
      icon={Landmark}
      description="Policies and proposals you can vote on are coming soon."
    />
  );
}

export function MarketplacePlaceholderPage() {
  return (
    <MemberPlaceholderPage
      title="Marketplace"
      icon={Store}
      description="Browse and search the marketplace here soon."
    />
  );
}

export function ProfilePlaceholderPage() {
  return (
    <MemberPlaceholderPage
      title="Profile"
      icon={UserRound}
      description="Your posts, photos, videos, connections and wall will live here."
    />
  );
}
