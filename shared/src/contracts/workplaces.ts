import { Type, type Static } from 'typebox';

export const CurrencyCodeSchema = Type.String({ pattern: '^[A-Z]{3}$' });

export const WorkplaceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Display currency of the workplace (default USD). */
  currency: Type.String(),
});
export type Workplace = Static<typeof WorkplaceSchema>;

export const WorkplaceListSchema = Type.Array(WorkplaceSchema);

// POST core/workplaces, PUT core/workplaces/:id
export const WorkplaceNameBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
});
export type WorkplaceNameBody = Static<typeof WorkplaceNameBodySchema>;
export const WorkplaceIdParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
});
export type WorkplaceIdParams = Static<typeof WorkplaceIdParamsSchema>;

// POST core/workplaces/settings (workplace in the `workplace-id` header) → the updated Workplace.
export const WorkplaceSettingsBodySchema = Type.Object({
  settings: Type.Object({ display_currency: CurrencyCodeSchema }),
});
export type WorkplaceSettingsBody = Static<typeof WorkplaceSettingsBodySchema>;
