import type { CreateReportInput, ReportCreated } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { moderationKeys } from './keys';

/** POST /api/reports → the report is filed for the moderators. */
export const createReport = (input: CreateReportInput): Promise<ReportCreated> =>
  api.post<ReportCreated>('/reports', input);

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    // A moderator reporting something sees it in their own queue.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.queue }),
  });
}
