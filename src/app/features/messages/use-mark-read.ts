import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessageRead } from './api.ts';
import { messageKeys } from './queries.ts';

/** Marks a text read for the acting user and refreshes their lists and the must-read check. */
export function useMarkRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all(userId) }),
  });
}
