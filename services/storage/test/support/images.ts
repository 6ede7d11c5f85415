import sharp from 'sharp';

/** A real picture of the given format, drawn by sharp. */
export function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  { width = 64, height = 48 } = {},
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 220, g: 38, b: 38 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying a camera's EXIF block with a GPS position, as phones write them. */
export function makeJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#2563eb' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Vitae 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 300/100',
      },
    })
    .toBuffer();
}

/**
 * Whether an image's EXIF block points to a GPS directory (tag 0x8825 in
 * IFD0), read from the TIFF structure itself rather than any library's summary.
 */
export async function hasGpsInfo(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata();
  if (!exif) {
    return false;
  }
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') >= 0 ? exif.indexOf('Exif\0\0') + 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let index = 0; index < entries; index += 1) {
    if (u16(ifd0 + 2 + index * 12) === 0x8825) {
      return true;
    }
  }
  return false;
}
