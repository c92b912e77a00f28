import { vi } from 'vitest'

/** What the page drew on a canvas to make a PNG: the picture's address and the canvas's size. */
export type Drawing = { src: string | null; crossOrigin: string | null; width: number; height: number }

type Options = {
  /** Natural sizes by image address (default 512 × 512, as the demo's drawings). */
  sizes?: Readonly<Record<string, readonly [number, number]>>
  /** Addresses the browser cannot decode (gone, not an image). */
  broken?: readonly string[]
  /** Addresses of another host that sends no CORS headers: drawn, they taint the canvas. */
  tainted?: readonly string[]
  /** Addresses that arrive slowly: they decode only once the test calls `arrive()`. */
  late?: readonly string[]
}

/**
 * jsdom loads and draws no pictures: these stand in for the browser's own at its boundary (an
 * <img> decoding, its natural size, createImageBitmap, and a 2D canvas exporting PNG), and note
 * what was drawn. The PNG "bytes" are the canvas's size as text. Undone with `restore()`.
 */
export function stubPictures({ sizes = {}, broken = [], tainted = [], late = [] }: Options = {}) {
  const drawings: Drawing[] = []
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const undo: (() => void)[] = []
  const define = (target: object, key: string, descriptor: PropertyDescriptor) => {
    const old = Object.getOwnPropertyDescriptor(target, key)
    Object.defineProperty(target, key, { configurable: true, ...descriptor })
    undo.push(() => {
      if (old) Object.defineProperty(target, key, old)
      else Reflect.deleteProperty(target, key)
    })
  }
  const size = (src: string) => sizes[src] ?? [512, 512]
  define(HTMLImageElement.prototype, 'decode', {
    value(this: HTMLImageElement) {
      if (broken.includes(this.src)) return Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'))
      return late.includes(this.src) ? arrived : Promise.resolve()
    },
  })
  define(HTMLImageElement.prototype, 'naturalWidth', {
    get(this: HTMLImageElement) {
      return size(this.src)[0]
    },
  })
  define(HTMLImageElement.prototype, 'naturalHeight', {
    get(this: HTMLImageElement) {
      return size(this.src)[1]
    },
  })
  vi.stubGlobal('createImageBitmap', (blob: Blob) =>
    Promise.resolve({ width: 2048, height: 1536, close: () => undefined, blobType: blob.type }),
  )
  define(HTMLCanvasElement.prototype, 'getContext', {
    value(this: HTMLCanvasElement) {
      const { width, height } = this
      return {
        drawImage(source: HTMLImageElement | ImageBitmap) {
          const image = source instanceof HTMLImageElement ? source : null
          drawings.push({ src: image?.src ?? null, crossOrigin: image?.crossOrigin ?? null, width, height })
        },
      }
    },
  })
  define(HTMLCanvasElement.prototype, 'toBlob', {
    value(this: HTMLCanvasElement, done: BlobCallback, type?: string) {
      if (drawings.some((drawing) => drawing.src !== null && tainted.includes(drawing.src))) {
        throw new DOMException('Tainted canvases may not be exported.', 'SecurityError')
      }
      done(new Blob([`${this.width}x${this.height}`], { type: type ?? 'image/png' }))
    },
  })
  return {
    drawings,
    arrive,
    restore: () => {
      for (const step of undo.reverse()) step()
    },
  }
}
