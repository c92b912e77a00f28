/**
 * Re-encodes a screenshot PNG without loss, smaller. Chromium picks a filter per row, which suits
 * photos; flat drawings and text on one colour deflate far better unfiltered (a third smaller).
 * Handles what Chromium writes: 8-bit RGB or RGBA, not interlaced.
 */
import { deflateSync, inflateSync, crc32 } from 'node:zlib'

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])

type Chunk = { type: string; data: Buffer }

function chunks(png: Buffer): Chunk[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG')
  const list: Chunk[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    list.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) })
    at += 12 + length
  }
  return list
}

function chunk({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0)
  return Buffer.concat([head, data, crc])
}

/** The image's bytes, row after row, with each row's filter undone. */
function unfiltered(raw: Buffer, width: number, height: number, bpp: number): Buffer {
  const stride = width * bpp
  const out = Buffer.alloc(height * stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const src = y * (stride + 1) + 1
    const row = y * stride
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[row + x - bpp] ?? 0 : 0
      const b = y > 0 ? out[row - stride + x] ?? 0 : 0
      const c = x >= bpp && y > 0 ? out[row - stride + x - bpp] ?? 0 : 0
      const p = a + b - c
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)]
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter ?? -1]
      if (predictor === undefined) throw new Error(`unknown PNG filter ${filter}`)
      out[row + x] = ((raw[src + x] ?? 0) + predictor) & 0xff
    }
  }
  return out
}

export function recompress(png: Buffer): Buffer {
  const list = chunks(png)
  const header = list.find((c) => c.type === 'IHDR')?.data
  if (!header) throw new Error('PNG without IHDR')
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)]
  const [depth, colour, interlace] = [header[8], header[9], header[12]]
  if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) return png
  const bpp = colour === 6 ? 4 : 3
  const raw = inflateSync(Buffer.concat(list.filter((c) => c.type === 'IDAT').map((c) => c.data)))
  const pixels = unfiltered(raw, width, height, bpp)
  const stride = width * bpp
  const rows = Buffer.alloc(height * (stride + 1))
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride)
  const data = deflateSync(rows, { level: 9, memLevel: 9 })
  const rebuilt = list.flatMap((c) =>
    c.type === 'IDAT' ? (c === list.find((d) => d.type === 'IDAT') ? [{ type: 'IDAT', data }] : []) : [c],
  )
  const out = Buffer.concat([SIGNATURE, ...rebuilt.map(chunk)])
  return out.length < png.length ? out : png
}
