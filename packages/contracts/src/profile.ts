import { z } from 'zod';
import { firstNameSchema, lastNameSchema } from './auth';
import { limits } from './limits';
import { messages } from './messages';
import { memberPostKinds, profileMessages } from './profile-constants';
import { siteRoles } from './roles';

export { iconCodeToEmoji, memberPostKinds, profileMessages } from './profile-constants';

/** Icon code points are written like U+1F600 (docs/product.md §Data). */
export const iconCodeSchema = z.string().regex(/^U\+[0-9A-F]{4,6}$/, 'Invalid icon code');

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
  bio: z.string(),
  /** Site-wide role (issue #17): moderators and admins see the moderation queue. */
  role: z.enum(siteRoles),
});
export type Me = z.infer<typeof meSchema>;

/** A handle as members type it: trimmed, an optional leading @ dropped, lower-cased, then checked. */
export const userHandleSchema = z
  .string({ error: profileMessages.handleFormat })
  .trim()
  .transform((value) => value.replace(/^@/, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[a-z0-9_]{${limits.handleMin},${limits.handleMax}}$`),
        profileMessages.handleFormat,
      ),
  );

export const bioSchema = z
  .string({ error: profileMessages.bioTooLong })
  .trim()
  .max(limits.bioMax, profileMessages.bioTooLong);

/** The three icons shown on the profile (1-3); the security icons (4-6) are never changed or sent here. */
export const profileIconsSchema = z
  .array(iconCodeSchema, { error: profileMessages.threeIcons })
  .length(3, profileMessages.threeIcons)
  .refine((codes) => new Set(codes).size === codes.length, profileMessages.threeIcons);

/** PATCH /api/me: any of the fields; names follow docs/product.md §Validation. */
export const updateProfileSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    userHandle: userHandleSchema.optional(),
    bio: bioSchema.optional(),
    iconCodes: profileIconsSchema.optional(),
  })
  .strict()
  .refine(
    (input) => Object.values(input).some((value) => value !== undefined),
    profileMessages.nothingToSave,
  );
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const memberHandleParamSchema = z.object({
  handle: z.string().trim().toLowerCase().min(1).max(64),
});

/** GET /api/members/:handle: the header anyone signed in sees, and what the owner's privacy lets this viewer see. */
export const memberProfileSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  userHandle: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  profileCompleted: z.boolean(),
  /** Icons 1-3 only: 4-6 are security icons and never leave the server. */
  iconCodes: z.array(z.string()),
  bio: z.string(),
  memberSince: z.string(),
  /** Null when the member hides their activity status (or has never been active). */
  lastActiveAt: z.string().nullable(),
  isOwn: z.boolean(),
  /** Whether the viewer may open the tabs (the owner's profile visibility). */
  canSeeTabs: z.boolean(),
  /** What the viewer may see, counted with the same rules as the tabs; null when the tabs are hidden. */
  counts: z
    .object({ posts: z.number(), photos: z.number(), videos: z.number(), connections: z.number() })
    .nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export type MemberPostKind = (typeof memberPostKinds)[number];

export const memberPostsQuerySchema = z.object({
  kind: z.enum(memberPostKinds).default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const memberConnectionSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  userHandle: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  profileCompleted: z.boolean(),
});
export type MemberConnection = z.infer<typeof memberConnectionSchema>;

/** GET /api/members?q=: people by name or handle (typo-tolerant), for the search page (issue #18). */
export const memberSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(50),
});
export const memberSearchResultSchema = z.object({ members: z.array(memberConnectionSchema) });
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;
