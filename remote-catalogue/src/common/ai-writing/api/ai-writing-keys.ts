/** Query keys of AI writing (the workplace defaults). */
export const aiWritingKeys = {
  all: ['ai-writing'] as const,
  settings: () => [...aiWritingKeys.all, 'settings'] as const,
};
