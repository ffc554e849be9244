import { useLingui } from '@lingui/react/macro';
import { DiscoverSection } from '../../features/circles/components/discover-section';
import { PostSearchResults } from '../../features/posts/components/post-search-results';
import { MemberSearchResults } from '../../features/profile/components/member-search-results';
import { SearchPage, type SearchResults } from '../../features/search/pages/search-page';

// Circle search takes up to 50 characters (a circle name's limit), people 50, posts 100.
const circleSearchMax = 50;
const peopleSearchMax = 50;

/** The Circles tab: trending circles whose name or description matches. */
function CircleSearchResults({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <DiscoverSection
      title={t`Circles`}
      request={{ list: 'trending', q: text.slice(0, circleSearchMax) }}
      empty={t`No circles match “${text}”.`}
      showType
    />
  );
}

const results: SearchResults = {
  people: (text) => <MemberSearchResults text={text.slice(0, peopleSearchMax)} />,
  circles: (text) => <CircleSearchResults text={text} />,
  posts: (text) => <PostSearchResults text={text} />,
};

/** /search: the search feature's page with the profile, circles and posts features' results in its tabs. */
export function SearchPageWithResults() {
  return <SearchPage results={results} />;
}
