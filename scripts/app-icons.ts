/**
 * Draws the app icons that the web app manifest lists (public/icons/*.png) from the logo's geometry:
 * a brand-blue rounded square with a white "U" stroke, the same mark as public/icon.png. Drawn here
 * with signed distances and 4x4 supersampling, so no image tool is needed on the machine.
 *
 * Run by `npm run icons` (scripts/icons.ts): writes public/icons/icon-192.png, icon-512.png and
 * maskable-512.png.
 *
 * The maskable icon fills the whole square with the brand colour and keeps the mark inside the
 * central 80% circle that platforms may crop to.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND: RGB = [0x1d, 0x5f, 0xd1];
const WHITE: RGB = [0xff, 0xff, 0xff];

type RGB = [number, number, number];

interface IconSpec {
  file: string;
  size: number;
  /** Corner radius as a share of the side; 0 for a full-bleed square (maskable). */
  cornerRadius: number;
  /** How large the mark is drawn, as a share of the logo's own proportions. */
  markScale: number;
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, cornerRadius: 0.16, markScale: 1 },
  { file: 'icon-512.png', size: 512, cornerRadius: 0.16, markScale: 1 },
  { file: 'maskable-512.png', size: 512, cornerRadius: 0, markScale: 0.72 },
];

/** Coverage of the rounded background square at (x, y), both in 0..1 units. */
function insideSquare(x: number, y: number, radius: number): boolean {
  if (radius === 0) return true;
  const dx = Math.max(radius - x, 0, x - (1 - radius));
  const dy = Math.max(radius - y, 0, y - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/** The "U": two upright strokes joined by a half circle, flat at the top (logo units: 1 = side). */
function insideMark(x: number, y: number, scale: number): boolean {
  const cx = 0.5;
  const half = 0.145 * scale; // half the distance between the strokes' centre lines
  const stroke = 0.0625 * scale; // half the stroke width
  const top = 0.5 - 0.265 * scale;
  const bend = 0.5 + 0.084 * scale; // centre of the half circle
  const u = x - cx;
  if (y < top) return false;
  if (y <= bend) return Math.abs(Math.abs(u) - half) <= stroke;
  return Math.abs(Math.hypot(u, y - bend) - half) <= stroke;
}

function render(spec: IconSpec): Buffer {
  const { size } = spec;
  const samples = 4;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    row[0] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!insideSquare(x, y, spec.cornerRadius)) continue;
          background++;
          if (insideMark(x, y, spec.markScale)) mark++;
        }
      }
      const total = samples * samples;
      const alpha = background / total;
      const white = background === 0 ? 0 : mark / background;
      const offset = 1 + px * 4;
      for (let c = 0; c < 3; c++) row[offset + c] = Math.round(BRAND[c]! * (1 - white) + WHITE[c]! * white);
      row[offset + 3] = Math.round(alpha * 255);
    }
    rows.push(row);
  }
  return encodePng(size, size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width: number, height: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes the manifest's PNG icons. */
export function writeAppIcons(): void {
  const outDir = new URL('../public/icons/', import.meta.url);
  mkdirSync(outDir, { recursive: true });
  for (const spec of ICONS) {
    const png = render(spec);
    writeFileSync(new URL(spec.file, outDir), png);
    console.log(`public/icons/${spec.file}: ${spec.size}x${spec.size}, ${png.length} bytes`);
  }
}
