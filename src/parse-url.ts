/**
 * `new URL()` that answers null instead of throwing. (`URL.parse` and `URL.canParse` would do,
 * but need Safari 18 / 17; the build targets Safari 16.4.)
 */
export function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base)
  } catch {
    return null
  }
}
