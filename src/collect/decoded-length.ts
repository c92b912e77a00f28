/**
 * How long the text is that lz-string's `decompressFromEncodedURIComponent` makes of `input`,
 * worked out from the codes alone, without making it: lz-string has no limit of its own, and a
 * crafted link of 70,000 characters decompresses to 450 million (each code may name the entry
 * before it and one more character, so the text grows as the square of the codes). Each step here
 * is lz-string 1.5's `_decompress`, keeping each dictionary entry's length instead of the entry.
 *
 * The length, or Infinity as soon as it is over `max`; null where lz-string makes no text (a
 * stream cut short, a code that names no entry), and for a stream whose first code is 3, which its
 * compressor never writes and its decoder reads as garbage ("undefined" in the text) or throws on:
 * refused, never read. lz-string is pinned to 1.5.0 in package.json for this copy of its steps.
 */

/** lz-string's URL-safe alphabet: each character six bits of the stream. */
export const LZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$'
const VALUES = new Map(Array.from(LZ_ALPHABET, (character, index) => [character, index]))

export function decodedLength(input: string, max: number): number | null {
  // As lz-string reads it: a space was a "+", and a character it does not know reads as 0.
  const text = input.replaceAll(' ', '+')
  const valueAt = (index: number) => VALUES.get(text.charAt(index)) ?? 0
  let value = valueAt(0)
  let position = 32
  let next = 1
  const read = (count: number) => {
    let bits = 0
    for (let power = 0; power < count; power++) {
      if (value & position) bits |= 1 << power
      position >>= 1
      if (position === 0) {
        position = 32
        value = valueAt(next++)
      }
    }
    return bits
  }

  const first = read(2)
  if (first === 2) return 0
  if (first === 3) return null
  read(first === 0 ? 8 : 16)
  // Entries 0-2 are codes, 3 the first character.
  const lengths = [0, 0, 0, 1]
  let enlargeIn = 4
  let numBits = 3
  let previous = 1
  let total = 1
  const grow = () => {
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits
      numBits++
    }
  }
  for (;;) {
    if (next > text.length) return null
    let code = read(numBits)
    if (code === 2) return total
    if (code < 2) {
      read(code === 0 ? 8 : 16)
      code = lengths.push(1) - 1
      enlargeIn--
    }
    grow()
    const entry = code >= 3 && code < lengths.length ? lengths[code] : code === lengths.length ? previous + 1 : null
    if (entry === null || entry === undefined) return null
    total += entry
    if (total > max) return Infinity
    lengths.push(previous + 1)
    enlargeIn--
    previous = entry
    grow()
  }
}
