import { LZ_ALPHABET } from './decoded-length'

/**
 * For tests: an lz-string stream (its URL-safe alphabet), written code by code as its decoder reads
 * it. A string is its characters, each a literal; `{ again: n }` is n codes each naming the entry
 * not yet made (the one before and its first character again: "a", "aa", "aaa", …), so that the
 * text grows as the square of the stream's length.
 */
export function lzStream(steps: readonly (string | { again: number })[]): string {
  const bits: number[] = []
  const put = (value: number, count: number) => {
    for (let i = 0; i < count; i++) bits.push((value >> i) & 1)
  }
  let dictSize = 4
  let enlargeIn = 4
  let numBits = 3
  let started = false
  // One entry more, as the decoder counts them.
  const added = () => {
    dictSize++
    enlargeIn--
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits
      numBits++
    }
  }
  for (const step of steps) {
    if (typeof step === 'string') {
      for (let i = 0; i < step.length; i++) {
        const code = step.charCodeAt(i)
        const wide = code > 255
        put(wide ? 1 : 0, started ? numBits : 2)
        put(code, wide ? 16 : 8)
        // The first character is the dictionary's entry 3; each later one an entry, then it after the one before.
        if (started) {
          added()
          added()
        }
        started = true
      }
    } else {
      for (let n = 0; n < step.again; n++) {
        put(dictSize, numBits)
        added()
      }
    }
  }
  put(2, numBits)
  let text = ''
  for (let i = 0; i < bits.length; i += 6) {
    let value = 0
    for (let j = 0; j < 6; j++) value = (value << 1) | (bits[i + j] ?? 0)
    text += LZ_ALPHABET[value] ?? ''
  }
  return `${text}A`
}
