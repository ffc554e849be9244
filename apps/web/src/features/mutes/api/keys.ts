/** Query keys of the mutes feature: the member's muted members and circles. */
export const mutesKeys = { all: ['mutes'] as const };
