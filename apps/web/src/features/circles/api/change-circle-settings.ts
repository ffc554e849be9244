import type { Circle, CircleSettingsInput } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

/** PATCH /api/circles/:id/settings { isHidden } → the circle (issue #41: its owner hides a private circle). */
export const changeCircleSettings = ({
  circleId,
  ...settings
}: CircleSettingsInput & { circleId: string }): Promise<Circle> =>
  api.patch<Circle>(`/circles/${encodeURIComponent(circleId)}/settings`, settings);

export const changeCircleSettingsMutationOptions = () =>
  mutationOptions({ mutationKey: [...circlesKeys.all, 'settings'], mutationFn: changeCircleSettings });

/** Saves, then shows the circle as the server answered it. */
export function useChangeCircleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeCircleSettingsMutationOptions(),
    onSuccess: (circle) => queryClient.setQueryData(circlesKeys.detail(circle.id), circle),
  });
}
