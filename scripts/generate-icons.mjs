// Draws the app icons (a rice bowl with chopsticks on the default brand colour) and writes them
// as PNG files to public/icons with node:zlib only. Run: node scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons')
const BRAND = [190, 28, 66]
const WHITE = [255, 255, 255]
const SUPERSAMPLES = 4

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size)
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0 // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function distanceToSegment(px, py, ax, ay, bx, by) {
  const dx = bx - ax
  const dy = by - ay
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/** The glyph in unit coordinates, centred on 0.5, 0.5. */
function inGlyph(x, y) {
  const bowl = y >= 0.5 && Math.hypot(x - 0.5, y - 0.5) <= 0.27
  const rim = x >= 0.2 && x <= 0.8 && y >= 0.46 && y <= 0.52
  const foot = x >= 0.41 && x <= 0.59 && y >= 0.74 && y <= 0.8
  const chopstickA = distanceToSegment(x, y, 0.55, 0.42, 0.72, 0.16) <= 0.018
  const chopstickB = distanceToSegment(x, y, 0.61, 0.43, 0.8, 0.2) <= 0.018
  return bowl || rim || foot || chopstickA || chopstickB
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius)
  const cy = Math.min(Math.max(y, radius), 1 - radius)
  return Math.hypot(x - cx, y - cy) <= radius
}

/**
 * `shape`: 'rounded' (transparent corners, purpose any), 'full' (full bleed: maskable and Apple).
 * `glyphScale` shrinks the glyph into the maskable safe zone.
 */
function drawIcon(size, shape, glyphScale) {
  const rgba = Buffer.alloc(size * size * 4)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0
      let glyph = 0
      for (let sy = 0; sy < SUPERSAMPLES; sy++) {
        for (let sx = 0; sx < SUPERSAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SUPERSAMPLES) / size
          const y = (py + (sy + 0.5) / SUPERSAMPLES) / size
          if (shape === 'full' || inRoundedSquare(x, y, 0.18)) {
            background++
            if (inGlyph(0.5 + (x - 0.5) / glyphScale, 0.5 + (y - 0.5) / glyphScale)) glyph++
          }
        }
      }
      const samples = SUPERSAMPLES * SUPERSAMPLES
      const offset = (py * size + px) * 4
      const glyphShare = background === 0 ? 0 : glyph / background
      for (let c = 0; c < 3; c++)
        rgba[offset + c] = Math.round(BRAND[c] * (1 - glyphShare) + WHITE[c] * glyphShare)
      rgba[offset + 3] = Math.round((background / samples) * 255)
    }
  }
  return encodePng(size, rgba)
}

const ICONS = [
  { file: 'icon-192.png', size: 192, shape: 'rounded', glyphScale: 1 },
  { file: 'icon-512.png', size: 512, shape: 'rounded', glyphScale: 1 },
  { file: 'icon-maskable-512.png', size: 512, shape: 'full', glyphScale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, shape: 'full', glyphScale: 0.9 },
]

mkdirSync(OUT_DIR, { recursive: true })
for (const icon of ICONS) {
  writeFileSync(join(OUT_DIR, icon.file), drawIcon(icon.size, icon.shape, icon.glyphScale))
  console.log(`wrote public/icons/${icon.file}`)
}
