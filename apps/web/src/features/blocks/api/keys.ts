/** Query keys of the blocks feature: the members the viewer blocked. */
export const blocksKeys = { all: ['blocks'] as const };
