import { mediaFilesOf, type Post } from '@circles/contracts';
import { isoFromMicros } from '../../lib/epoch-micros';
import type { PostCardRow } from './repository';

export const presentPost = (row: PostCardRow): Post => ({
  id: row.id,
  content: row.content,
  image: row.image_url,
  imageSize: row.image_size,
  videos: mediaFilesOf(row.video_source, row.media_info),
  audios: mediaFilesOf(row.audio_source, row.media_info),
  timestamp: isoFromMicros(row.created_at_us),
  views: row.views,
  circle: { id: row.circle_id, name: row.circle_name, type: row.circle_type },
  author: {
    id: row.author_id,
    firstName: row.first_name,
    fullName: row.full_name,
    screenName: row.user_handle,
    avatarUrl: row.avatar_url,
    iconCodes: [row.icon1_code, row.icon2_code, row.icon3_code].filter((code): code is string =>
      Boolean(code),
    ),
    isVerified: row.manual_verification,
    profileCompleted: row.profile_completed,
  },
  engagement: { likes: row.likes_count, comments: row.comments_count, shares: row.shares_count },
  isLiked: row.is_liked,
  isSaved: row.is_saved,
  mediaAlt: row.media_alt,
  editedAt: row.edited_at_us === null ? null : isoFromMicros(row.edited_at_us),
});
