import type { Circle, Comment, FeedPage, Me, Post } from '@circles/contracts';

// API answers as the server shapes them (contracts schemas), with overrides: buildPost({ content: 'Hi' }).
let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export const buildMe = (overrides: Partial<Me> = {}): Me => ({
  userId: '00000000-0000-4000-8000-00000000a11c',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userHandle: 'ada',
  avatarUrl: null,
  manualVerification: false,
  iconCodes: ['U+1F600', 'U+1F680', 'U+1F3A8'],
  profileCompleted: true,
  bio: '',
  role: 'member',
  ...overrides,
});

export const buildCircle = (overrides: Partial<Circle> = {}): Circle => ({
  id: nextId(),
  name: 'Weekend Hikers',
  type: 'public',
  description: null,
  category: null,
  personalKind: null,
  isDefault: false,
  memberCount: 3,
  isJoined: true,
  isPending: false,
  hasRequested: false,
  isHidden: false,
  viewerRole: 'member',
  links: 0,
  photos: 0,
  videos: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

export const buildPost = (overrides: Partial<Post> = {}): Post => ({
  id: nextId(),
  content: 'A walk by the river',
  image: null,
  videos: [],
  audios: [],
  timestamp: new Date().toISOString(),
  views: 0,
  circle: { id: 'circle-1', name: 'Weekend Hikers', type: 'public' },
  author: {
    id: '00000000-0000-4000-8000-0000000000b0',
    firstName: 'Grace',
    fullName: 'Grace Hopper',
    screenName: 'grace',
    avatarUrl: null,
    iconCodes: [],
    isVerified: false,
    profileCompleted: true,
  },
  engagement: { likes: 0, comments: 0, shares: 0 },
  isLiked: false,
  isSaved: false,
  mediaAlt: null,
  editedAt: null,
  ...overrides,
});

export const buildFeedPage = (posts: Post[], nextCursor: string | null = null): FeedPage => ({
  posts,
  nextCursor,
});

export const buildComment = (overrides: Partial<Comment> = {}): Comment => ({
  id: nextId(),
  postId: 'post-1',
  parentId: null,
  content: 'Lovely view',
  isDeleted: false,
  isEdited: false,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  likesCount: 0,
  isLiked: false,
  author: {
    userId: '00000000-0000-4000-8000-0000000000b0',
    fullName: 'Grace Hopper',
    firstName: 'Grace',
    screenName: 'grace',
    avatarUrl: null,
    profileCompleted: true,
    isVerified: false,
    iconCodes: [],
  },
  replies: [],
  ...overrides,
});
