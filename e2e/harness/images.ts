import sharp from 'sharp';

/** A solid-colour PNG picture to upload, as a phone photo of a garment would be. */
export function png(
  width = 64,
  height = 80,
  [r, g, b]: [number, number, number] = [200, 40, 90],
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}
