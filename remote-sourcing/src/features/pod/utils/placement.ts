/** Placement of a design inside its area (the fields of design_info that the editor changes). */
export interface Placement {
  x: number;
  y: number;
  scale: number;
  rotation: number;
}

export const DEFAULT_PLACEMENT: Placement = { x: 0.5, y: 0.5, scale: 0.8, rotation: 0 };
export const SCALE_RANGE = { min: 0.05, max: 2 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Keeps a placement inside what the API accepts (position 0–1, scale, rotation ±180). */
export function clampPlacement(placement: Placement): Placement {
  let rotation = placement.rotation % 360;
  if (rotation > 180) rotation -= 360;
  if (rotation < -180) rotation += 360;
  return {
    x: round3(clamp(placement.x, 0, 1)),
    y: round3(clamp(placement.y, 0, 1)),
    scale: round3(clamp(placement.scale, SCALE_RANGE.min, SCALE_RANGE.max)),
    rotation: Math.round(rotation),
  };
}

/** A pointer position as a position inside the area box (fractions, clamped). */
export function pointerToPosition(
  pointer: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return {
    x: round3(clamp((pointer.clientX - box.left) / box.width, 0, 1)),
    y: round3(clamp((pointer.clientY - box.top) / box.height, 0, 1)),
  };
}
