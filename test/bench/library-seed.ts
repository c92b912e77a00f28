/**
 * The benches' library (SPEC 13.2): `count` favourites in the library's stored shape (LibraryDoc,
 * version 1, library-doc.ts), newest first, written straight into the page's IndexedDB.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

const images = readdirSync(join(import.meta.dirname, '../../public/pepes')).filter((file) => file.endsWith('.svg'))
const words = ['sad', 'smug', 'rainy', 'coffee', 'frog', 'dance', 'night', 'happy', 'cafe', 'monday']
export const benchNow = Date.UTC(2026, 10, 28)

/** `count` favourites, their images the demo's (served by the app at `baseURL`). */
export const benchFavourites = (count: number, baseURL: string) =>
  Array.from({ length: count }, (_, i) => ({
    pepe: {
      version: 'v2',
      id: `${100000 + i}`,
      url: `${baseURL}/pepes/${images[i % images.length] ?? '01.svg'}`,
      description: `Bench pepe ${i + 1}: a ${words[i % words.length] ?? 'frog'} ${words[(i * 7) % words.length] ?? 'frog'} one`,
    },
    added: benchNow - i * 1000,
  }))

/** Writes these favourites as the library of the page's origin (the page must be on it already). */
export async function seedLibrary(page: Page, favourites: ReturnType<typeof benchFavourites>) {
  await page.evaluate(async (doc) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('pepe-library')
      request.onupgradeneeded = () => {
        request.result.createObjectStore('library')
      }
      request.onsuccess = () => {
        resolve(request.result)
      }
      request.onerror = () => {
        reject(request.error ?? new Error('IndexedDB'))
      }
    })
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('library', 'readwrite')
      tx.objectStore('library').put(doc, 'library')
      tx.oncomplete = () => {
        resolve()
      }
      tx.onerror = () => {
        reject(tx.error ?? new Error('IndexedDB'))
      }
    })
    db.close()
  }, { version: 1, favourites, collections: [] })
}

/**
 * Scrolls the page's window to its end (at most `steps` times), 200 px a frame, as a wheel would:
 * the steps taken, and how many of them went on after 250 ms without their frame. A frame that
 * never comes (a bench once waited 16 minutes with the CPU idle here, cause not found) is then
 * counted, not waited for. For page.evaluate.
 */
export async function scrollToEndInPage(steps: number): Promise<{ steps: number; framesMissed: number }> {
  let step = 0
  let framesMissed = 0
  for (; step < steps && window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2; step++) {
    window.scrollBy(0, 200)
    const framed = await new Promise<boolean>((resolve) => {
      requestAnimationFrame(() => {
        resolve(true)
      })
      setTimeout(() => {
        resolve(false)
      }, 250)
    })
    if (!framed) framesMissed++
  }
  return { steps: step, framesMissed }
}
