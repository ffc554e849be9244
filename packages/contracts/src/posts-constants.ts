// Zod-free: what the web app reads from posts.ts without its schemas (docs/decisions/0096).
import { limits } from './limits';

export const postMessages = {
  invalidCircle: 'Please select a valid circle',
  createFailed: 'Failed to create post',
  contentRequired: 'Post text is required',
  contentTooLong: `Post must be ${limits.postMax} characters or less`,
  oneMediaOnly: 'Choose one photo, video or audio per post',
  mediaNotFound: 'The uploaded file was not found. Please upload it again.',
  homeFailed: 'Failed to fetch home posts',
  missingIds: 'Missing circle or post ID',
  detailFailed: 'Failed to load post details',
  postNotFound: 'Post not found',
  cameraDenied: 'Could not access camera. Please check permissions.',
  recordingFailed: 'Recording failed. Please try again.',
  noPosts: 'No posts yet',
  notYourPost: 'You can only change your own posts',
  postUpdated: 'Post updated',
  updateFailed: 'Failed to update post',
  postDeleted: 'Post deleted',
  altTextRequired:
    'Describe your photo or video for people who cannot see it (your settings require alt text)',
  altTextTooLong: `Alt text must be ${limits.altTextMax} characters or less`,
  deleteFailed: 'Failed to delete post',
} as const;

/** True for a UUID-shaped id: a malformed id can be answered 'not found' without asking the database. */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Opaque cursor: the last item's created_at and id, so pages never skip or repeat as new items arrive. */
export const encodeCursor = (createdAt: string, id: string) => btoa(`${createdAt}|${id}`).replace(/=+$/, '');

export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const [createdAt, id] = atob(cursor).split('|');
    if (!createdAt || !id || !isUuid(id) || Number.isNaN(Date.parse(createdAt))) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
