import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

/** Icon code points are written like U+1F600 (SPEC §3). */
export const iconCodeSchema = z.string().regex(/^U\+[0-9A-F]{4,6}$/, 'Invalid icon code');

export const iconCodeToEmoji = (code: string | null | undefined) => {
  if (!code || !/^U\+[0-9A-F]{4,6}$/.test(code)) return '';
  return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
};

export const iconSchema = z.object({
  iconId: z.number(),
  iconName: z.string(),
  category: z.string(),
  iconCode: z.string(),
});
export type Icon = z.infer<typeof iconSchema>;

export const profileCompletionSchema = z.object({
  icons: z
    .array(iconCodeSchema, { error: messages.profile.exactlySixIcons })
    .length(limits.iconsRequired, messages.profile.exactlySixIcons)
    .refine((codes) => new Set(codes).size === codes.length, messages.profile.exactlySixIcons),
});
export type ProfileCompletionInput = z.infer<typeof profileCompletionSchema>;

/** GET /api/me/icons: the member's own six icons in order, or [] before their profile is complete. */
export const ownIconsSchema = z.object({ icons: z.array(z.string()) });
export type OwnIcons = z.infer<typeof ownIconsSchema>;

/** The signed-in member as the app sees them (GET /api/me). */
export const meSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userHandle: z.string(),
  avatarUrl: z.string().nullable(),
  manualVerification: z.boolean(),
  iconCodes: z.array(z.string()),
  profileCompleted: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
