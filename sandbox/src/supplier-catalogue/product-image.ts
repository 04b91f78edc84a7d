/**
 * Product pictures drawn locally as SVG (no external image hosts): a tinted background, a simple
 * shape that differs per picture number, and the product's category as a caption.
 */
export function productImageSvg(input: {
  hue: number;
  picture: number;
  caption: string;
  size?: number;
}): string {
  const size = input.size ?? 640;
  const hue = (input.hue + input.picture * 37) % 360;
  const shapes = [
    `<circle cx="320" cy="290" r="170" fill="hsl(${hue},55%,55%)"/>`,
    `<rect x="160" y="130" width="320" height="320" rx="36" fill="hsl(${hue},50%,50%)"/>`,
    `<polygon points="320,110 510,450 130,450" fill="hsl(${hue},60%,52%)"/>`,
    `<ellipse cx="320" cy="290" rx="220" ry="130" fill="hsl(${hue},45%,48%)"/>`,
    `<path d="M320 120 L370 250 L510 250 L395 330 L440 470 L320 385 L200 470 L245 330 L130 250 L270 250 Z" fill="hsl(${hue},65%,55%)"/>`,
    `<rect x="120" y="200" width="400" height="180" rx="90" fill="hsl(${hue},55%,45%)"/>`,
  ];
  const shape = shapes[input.picture % shapes.length]!;
  const caption = escapeXml(input.caption).slice(0, 40);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 640 640">` +
    `<rect width="640" height="640" fill="hsl(${hue},40%,92%)"/>${shape}` +
    `<text x="320" y="560" font-family="sans-serif" font-size="34" text-anchor="middle" fill="hsl(${hue},35%,25%)">${caption}</text>` +
    `</svg>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
