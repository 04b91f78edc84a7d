import type { PodDesign } from '@omni/shared/contracts';

/** The workplace's saved design on blank 12 (a mug's wrap-around area), as GET pod/designs/12 answers. */
export const SAVED_DESIGN: PodDesign = {
  blank_id: '12',
  design_info: {
    design_id: '3f8a3c1e-0d6b-4b55-9f65-0a3c2f4f1e01',
    area: 'wrap',
    image_url: '/pod/designs/3f8a.png',
    position: { x: 0.5, y: 0.5 },
    scale: 0.6,
    rotation: 0,
  },
  updated_at: '2026-11-01T00:00:00Z',
};
