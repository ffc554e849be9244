import { z } from 'zod';
import { memberConnectionSchema } from './profile';

export { blockMessages } from './blocks-constants';

export const blocksSchema = z.object({ members: z.array(memberConnectionSchema) });
export type Blocks = z.infer<typeof blocksSchema>;

export const blockMemberParamSchema = z.object({ userId: z.string().min(1).max(64) });
