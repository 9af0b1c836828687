import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishedMessage } from '../../../domain/messages/published-message.ts';
import { publishMessage, savePublishedMessage, withdrawMessage } from './api.ts';
import { publishingKeys } from './queries.ts';

/** Save, publish and withdraw; each answers the text as stored and refreshes the lists. */
export function usePublishing(onSaved: (message: PublishedMessage) => void) {
  const queryClient = useQueryClient();
  const onSuccess = async (message: PublishedMessage) => {
    onSaved(message);
    await queryClient.invalidateQueries({ queryKey: publishingKeys.lists() });
  };
  return {
    save: useMutation({ mutationFn: savePublishedMessage, onSuccess }),
    publish: useMutation({ mutationFn: publishMessage, onSuccess }),
    withdraw: useMutation({ mutationFn: withdrawMessage, onSuccess }),
  };
}
