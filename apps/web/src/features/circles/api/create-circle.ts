import type { Circle, CreateCircleInput } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

/** POST /api/circles { name, type: 'public' | 'private' } → 201 the new circle; 400 with fieldErrors. */
export const createCircle = (input: CreateCircleInput): Promise<Circle> =>
  api.post<Circle>('/circles', input);

export const createCircleMutationOptions = () =>
  mutationOptions({ mutationKey: [...circlesKeys.all, 'create'], mutationFn: createCircle });

export function useCreateCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCircleMutationOptions(),
    onSuccess: async (circle) => {
      queryClient.setQueryData(circlesKeys.detail(circle.id), circle);
      await queryClient.invalidateQueries({ queryKey: circlesKeys.list() });
    },
  });
}
