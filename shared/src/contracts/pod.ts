import { Type, type Static } from 'typebox';

/*
 * Print on demand (spec 001 §2 /app/pod-product, /{collection}, /search, /detail/{id}/{shipTo};
 * §3 design_info, multi-source push type pod). A design is an uploaded picture placed inside a
 * design area of a blank: its centre (fractions of the area), its scale (fraction of the area's
 * width) and its rotation in degrees.
 */

export const POD_COLLECTIONS = [
  't-shirts',
  'hoodies',
  'mugs',
  'phone-cases',
  'tote-bags',
  'posters',
] as const;
export type PodCollection = (typeof POD_COLLECTIONS)[number];
/** The blank print-on-demand source (spec 001 §3 "{product}_blank_pod"). */
export const POD_SOURCE = 'omni_blank_pod';
export const POD_MAX_DESIGN_BYTES = 2 * 1024 * 1024;

export const PodListQuerySchema = Type.Object({
  collection: Type.Optional(Type.Enum([...POD_COLLECTIONS])),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
});
export type PodListQuery = Static<typeof PodListQuerySchema>;

export const PodBlankCardSchema = Type.Object({
  id: Type.String(),
  source: Type.Literal(POD_SOURCE),
  collection: Type.Enum([...POD_COLLECTIONS]),
  title: Type.String(),
  image: Type.String(),
  base_price: Type.Number(),
  colours: Type.Array(Type.String()),
  order_count: Type.Integer(),
});
export type PodBlankCard = Static<typeof PodBlankCardSchema>;

export const PodBlankPageSchema = Type.Object({
  items: Type.Array(PodBlankCardSchema),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  has_more: Type.Boolean(),
});
export type PodBlankPage = Static<typeof PodBlankPageSchema>;

export const PodCollectionsSchema = Type.Array(
  Type.Object({
    collection: Type.Enum([...POD_COLLECTIONS]),
    count: Type.Integer(),
    image: Type.String(),
  }),
);
export type PodCollections = Static<typeof PodCollectionsSchema>;

export const DesignAreaSchema = Type.Object({
  key: Type.String(),
  left: Type.Number(),
  top: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
  width_mm: Type.Integer(),
  height_mm: Type.Integer(),
});
export type DesignArea = Static<typeof DesignAreaSchema>;

export const PodBlankParamsSchema = Type.Object({
  productId: Type.String({ pattern: '^[0-9]{1,12}$' }),
  shipTo: Type.String({ pattern: '^[A-Z]{2}$' }),
});

export const PodBlankDetailSchema = Type.Object({
  ...PodBlankCardSchema.properties,
  description: Type.String(),
  sizes: Type.Array(Type.String()),
  ship_to: Type.String(),
  /** null when the blank does not ship to ship_to. */
  shipping_cost: Type.Union([Type.Number(), Type.Null()]),
  design_areas: Type.Array(DesignAreaSchema),
});
export type PodBlankDetail = Static<typeof PodBlankDetailSchema>;

/** Placement inside a design area; what a pod push carries. */
export const PodDesignInfoSchema = Type.Object({
  design_id: Type.String(),
  area: Type.String(),
  image_url: Type.String(),
  /** Centre of the design, fractions (0–1) of the area. */
  position: Type.Object({
    x: Type.Number({ minimum: 0, maximum: 1 }),
    y: Type.Number({ minimum: 0, maximum: 1 }),
  }),
  /** Design width as a fraction of the area width. */
  scale: Type.Number({ minimum: 0.05, maximum: 2 }),
  rotation: Type.Number({ minimum: -180, maximum: 180 }),
});
export type PodDesignInfo = Static<typeof PodDesignInfoSchema>;

export const SavePodDesignBodySchema = Type.Object({
  blank_id: Type.String({ pattern: '^[0-9]{1,12}$' }),
  area: Type.String({ minLength: 1, maxLength: 20 }),
  /** base64 of a PNG or JPEG (data URL prefix accepted); omitted to keep the saved picture. */
  image: Type.Optional(
    Type.String({ minLength: 8, maxLength: Math.ceil((POD_MAX_DESIGN_BYTES * 4) / 3) + 64 }),
  ),
  position: PodDesignInfoSchema.properties.position,
  scale: PodDesignInfoSchema.properties.scale,
  rotation: PodDesignInfoSchema.properties.rotation,
});
export type SavePodDesignBody = Static<typeof SavePodDesignBodySchema>;

export const PodDesignSchema = Type.Object({
  blank_id: Type.String(),
  design_info: PodDesignInfoSchema,
  updated_at: Type.String(),
});
export type PodDesign = Static<typeof PodDesignSchema>;

export const PodDesignParamsSchema = Type.Object({
  blankId: Type.String({ pattern: '^[0-9]{1,12}$' }),
});
export const PodDesignImageParamsSchema = Type.Object({
  designId: Type.String({ format: 'uuid' }),
});
