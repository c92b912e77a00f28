/**
 * The size a source image declares, read from its first bytes before anything is decoded: a
 * 200 kB PNG may hold 20,000 × 20,000 pixels (1.6 GB once decoded). PNG, GIF, WebP and JPEG by
 * their headers; SVG by its root element's width and height (or viewBox), as a browser sizes it.
 */

export type SourceKind = 'png' | 'gif' | 'webp' | 'jpeg' | 'svg'
export type SourceSize = { readonly kind: SourceKind; readonly width: number; readonly height: number }

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

function jpegSize(bytes: Uint8Array, view: DataView) {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    // SOF0–SOF15 hold the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
    }
    at += 2 + view.getUint16(at + 2)
  }
  return null
}

function webpSize(bytes: Uint8Array, view: DataView) {
  const chunk = ascii(bytes, 12, 16)
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const u24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16)
    return { width: u24(24) + 1, height: u24(27) + 1 }
  }
  return null
}

/** A length of the root element's: a plain number, or px; anything relative has no size of its own. */
function svgLength(value: string | undefined): number | null {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value)
  return match ? Number(match[1]) : null
}

function svgSize(text: string) {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (root === undefined) return null
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1]
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number)
  const [boxWidth, boxHeight] = box?.length === 4 ? box.slice(2) : []
  const width = svgLength(attribute('width'))
  const height = svgLength(attribute('height'))
  if (width !== null && height !== null) return { width, height }
  if (boxWidth === undefined || boxHeight === undefined || !(boxWidth > 0 && boxHeight > 0)) return null
  // One length given: the other from the viewBox's proportions; none: the viewBox's own.
  if (width !== null) return { width, height: (width * boxHeight) / boxWidth }
  if (height !== null) return { width: (height * boxWidth) / boxHeight, height }
  return { width: boxWidth, height: boxHeight }
}

/** The kind and declared size of a source image, or null when it is none of the five or declares none. */
export function sourceSize(bytes: Uint8Array): SourceSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const sized = (kind: SourceKind, size: { width: number; height: number } | null) =>
    size !== null && size.width >= 1 && size.height >= 1 ? { kind, width: Math.round(size.width), height: Math.round(size.height) } : null
  if (bytes.length >= 24 && ascii(bytes, 1, 4) === 'PNG' && ascii(bytes, 12, 16) === 'IHDR') {
    return sized('png', { width: view.getUint32(16), height: view.getUint32(20) })
  }
  if (bytes.length >= 10 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) {
    return sized('gif', { width: view.getUint16(6, true), height: view.getUint16(8, true) })
  }
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return sized('webp', webpSize(bytes, view))
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return sized('jpeg', jpegSize(bytes, view))
  const text = new TextDecoder().decode(bytes.subarray(0, 4096))
  if (/^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg\b/i.test(text)) return sized('svg', svgSize(text))
  return null
}
