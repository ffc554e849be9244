import { messages as contractMessages, isLocale, type Locale, type MediaBucket } from '@circles/contracts';
import type { I18n } from '@lingui/core';
import { notFound } from '../../lib/errors';
import { textsIn } from '../../lib/i18n';
import type { ZipEntry } from '../../lib/zip-stream';
import type { Storage } from '../../storage/storage';
import type { ExportRepository } from './repository';

/** The export's README.txt, in the member's language (issue #53): what each file holds. */
function readmeIn(i18n: I18n) {
  const files: [string, string][] = [
    [
      'profile.json',
      i18n._(
        'your account: names, handle, bio, all six of your icons (the last three are your security icons: keep them private), your settings',
      ),
    ],
    ['posts.json', i18n._('your posts, with every earlier text of an edited post')],
    ['comments.json', i18n._('your comments and replies (ids of the posts they are on)')],
    ['likes.json', i18n._('what you liked (post or comment ids)')],
    ['favorites.json', i18n._('the posts you saved')],
    ['circles.json', i18n._('the circles you are in, were invited to or own')],
    ['wall.json', i18n._('your profile wall')],
    ['governance.json', i18n._('your proposals, and your votes and comments on proposals')],
    ['marketplace.json', i18n._('the listings you put up (sold ones too) and the listings you saved')],
    ['arcade.json', i18n._('your arcade scores')],
    ['notifications.json', i18n._('your latest 1,000 notifications')],
    [
      'messages.json',
      i18n._('your conversations: who with (an id), your messages, and when the other member wrote'),
    ],
    [
      'invitations.json',
      i18n._('the invitation links you made: when, until when, and who signed up with each (an id)'),
    ],
    [
      'media/',
      i18n._('the photos, videos, recordings and avatar you uploaded (your listings’ photos too), by bucket'),
    ],
  ];
  return [
    i18n._('Your Circles data'),
    '',
    ...files.map(([name, what]) => `${name.padEnd(20)}${what}`),
    '',
    i18n._('Dates are UTC (ISO 8601). Other members’ content appears only as ids.'),
    '',
  ].join('\n');
}

const json = (name: string, value: unknown): ZipEntry => {
  const data = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  return { name, size: data.length, data };
};

/** Direct messages (issue #40) grouped by conversation. */
function conversationsOf(rows: Awaited<ReturnType<ExportRepository['listMessages']>>) {
  const byId = new Map<string, { conversationId: string; otherMemberId: string; messages: unknown[] }>();
  for (const row of rows) {
    let conversation = byId.get(row.conversation_id);
    if (!conversation) {
      conversation = { conversationId: row.conversation_id, otherMemberId: row.other_id, messages: [] };
      byId.set(row.conversation_id, conversation);
    }
    const { conversation_id: _, other_id: __, ...message } = row;
    conversation.messages.push(message);
  }
  return [...byId.values()];
}

/** Everything a member made, set or chose, as a ZIP of JSON files and their media (issue #18). */
export const createExportService = (deps: { repository: ExportRepository; storage: Storage }) => {
  const { repository, storage } = deps;
  return {
    async entries(userId: string, browserLocale: Locale): Promise<{ handle: string; entries: ZipEntry[] }> {
      const user = await repository.findUser(userId);
      if (!user) throw notFound(contractMessages.auth.notLoggedIn);
      const [preferences, posts, comments, likes, favorites, circles, wall, votes, governanceComments] =
        await Promise.all([
          repository.listPreferences(userId),
          repository.listPosts(userId),
          repository.listComments(userId),
          repository.listLikes(userId),
          repository.listFavorites(userId),
          repository.listMemberships(userId),
          repository.findWall(userId),
          repository.listVotes(userId),
          repository.listGovernanceComments(userId),
        ]);
      const [saves, scores, notifications, files, messages, proposals, listings, invitations] =
        await Promise.all([
          repository.listMarketplaceSaves(userId),
          repository.listScores(userId),
          repository.listNotifications(userId),
          repository.listFiles(userId),
          repository.listMessages(userId),
          repository.listProposals(userId),
          repository.listMarketplaceListings(userId),
          repository.listInvitations(userId),
        ]);
      const { icon1_code, icon2_code, icon3_code, icon4_code, icon5_code, icon6_code, ...account } = user;
      const language = preferences.find((row) => row.preference_key === 'language')?.preference_value;
      const readme = readmeIn(textsIn(isLocale(language) ? language : browserLocale));
      const entries: ZipEntry[] = [
        { name: 'README.txt', size: Buffer.byteLength(readme), data: Buffer.from(readme) },
        json('profile.json', {
          exportedAt: new Date().toISOString(),
          account,
          icons: [icon1_code, icon2_code, icon3_code, icon4_code, icon5_code, icon6_code],
          preferences,
        }),
        json('posts.json', posts),
        json('comments.json', comments),
        json('likes.json', likes),
        json('favorites.json', favorites),
        json('circles.json', circles),
        json('wall.json', wall ?? null),
        json('governance.json', { proposals, votes, comments: governanceComments }),
        json('marketplace.json', { listings, saves }),
        json('arcade.json', scores),
        json('notifications.json', notifications),
        json('messages.json', conversationsOf(messages)),
        json('invitations.json', invitations),
        ...files.map(
          (file): ZipEntry => ({
            name: `media/${file.bucket}/${file.path}`,
            size: Number(file.size_bytes),
            data: () => storage.read(file.bucket as MediaBucket, file.path),
          }),
        ),
      ];
      return { handle: user.user_handle, entries };
    },
  };
};

export type ExportService = ReturnType<typeof createExportService>;
