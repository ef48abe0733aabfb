/** Image uploads: the type is read from the bytes, never from the name or the declared type. */
import type { IMAGE_TYPES } from '@performa/contracts/routes/answers';

export type ImageType = (typeof IMAGE_TYPES)[number];

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  // SVG is refused: it can carry scripts, and sanitising it is not worth the risk for a logo.
  return null;
}
