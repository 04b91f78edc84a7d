import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  aiWritingSettingsUpdateEndpoint,
  type AiWritingSettings,
} from '@omni/shared/contracts/catalogue';
import { aiWritingKeys } from './ai-writing-keys';

/** Saves the workplace's AI writing defaults (core/workplaces/settings/ai-writing/update). */
export function useUpdateAiWritingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AiWritingSettings) =>
      unwrap(await call(aiWritingSettingsUpdateEndpoint, { body: settings })),
    onSuccess: (saved) => queryClient.setQueryData(aiWritingKeys.settings(), saved),
  });
}
