import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { aiWritingSettingsEndpoint } from '@omni/shared/contracts/catalogue';
import { aiWritingKeys } from './ai-writing-keys';

/** The workplace's AI writing defaults (core/workplaces/settings/ai-writing/get). */
export const aiWritingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: aiWritingKeys.settings(),
    queryFn: async () => unwrap(await call(aiWritingSettingsEndpoint)),
  });

export const useAiWritingSettings = () => useQuery(aiWritingSettingsQueryOptions());
