/** Query keys of blocks: the members the viewer blocked. */
export const blocksKeys = { all: ['blocks'] as const };
