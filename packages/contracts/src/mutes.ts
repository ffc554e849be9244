import { z } from 'zod';
import { memberConnectionSchema } from './profile';

export { muteMessages } from './mutes-constants';

export const mutedCircleSchema = z.object({ id: z.string(), name: z.string(), type: z.string() });

export const mutesSchema = z.object({
  members: z.array(memberConnectionSchema),
  circles: z.array(mutedCircleSchema),
});
export type Mutes = z.infer<typeof mutesSchema>;

export const muteMemberParamSchema = z.object({ userId: z.string().min(1).max(64) });
export const muteCircleParamSchema = z.object({ circleId: z.string().min(1).max(64) });
