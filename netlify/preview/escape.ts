/** Text and data as they may stand in the HTML the link-preview function writes: never markup. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text as it may stand in an element or a quoted attribute: never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)

/**
 * JSON that may stand inside `<script>`: no `<` (so no `</script>` or `<!--`), `>` or `&`, and no
 * U+2028/2029; each as its `\u` escape, which JSON.parse reads back as the same character.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
