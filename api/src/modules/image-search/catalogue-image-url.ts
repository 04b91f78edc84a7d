/**
 * Where the client loads a catalogue picture. The catalogue-media module serves rendered
 * pictures; this is the one place image search names its address.
 */
export function catalogueImageUrl(productId: number, position: number): string {
  return `/api/catalogue-media/products/${productId}/${position}`;
}
