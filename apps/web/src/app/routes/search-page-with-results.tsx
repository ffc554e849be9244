import { DiscoverSection } from '../../features/circles/components/discover-section';
import { PostSearchResults } from '../../features/posts/components/post-search-results';
import { MemberSearchResults } from '../../features/profile/components/member-search-results';
import { SearchPage, type SearchResults } from '../../features/search/pages/search-page';

// Circle search takes up to 50 characters (a circle name's limit), people 50, posts 100.
const circleSearchMax = 50;
const peopleSearchMax = 50;

const results: SearchResults = {
  people: (text) => <MemberSearchResults text={text.slice(0, peopleSearchMax)} />,
  circles: (text) => (
    <DiscoverSection
      title="Circles"
      request={{ list: 'trending', q: text.slice(0, circleSearchMax) }}
      empty={`No circles match “${text}”.`}
      showType
    />
  ),
  posts: (text) => <PostSearchResults text={text} />,
};

/** /search: the search feature's page with the profile, circles and posts features' results in its tabs. */
export function SearchPageWithResults() {
  return <SearchPage results={results} />;
}
