/** Query keys of mutes: the member's muted members and circles. */
export const mutesKeys = { all: ['mutes'] as const };
