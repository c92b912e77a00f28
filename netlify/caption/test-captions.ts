import type { Caption } from '../../src/caption/caption-text.ts'

/** A caption in each script the caption's faces draw, for the parity and no-box tests. */
export const CAPTIONS_IN_EACH_SCRIPT: [string, Caption][] = [
  ['Chinese, emoji and Latin', { top: '当构建在星期五变绿时', bottom: '我们就发布 🐸 SHIP IT', caps: true }],
  ['Japanese', { top: 'ビルドが金曜日に緑になったら', bottom: 'リリースする！', caps: true }],
  ['Korean', { top: '금요일에 빌드가 초록색이면', bottom: '배포한다 🚀', caps: true }],
  // Cut with "…": an emoji is about 1 em wide, 96 of them are over 3 lines at the floor size.
  ['Arabic, cut with "…"', { top: `عندما يكون البناء أخضر ${'🐸'.repeat(96)}`, bottom: 'انشرها! 🐸', caps: true }],
  ['Hebrew with Latin', { top: 'כשהבנייה ירוקה ביום שישי', bottom: 'שולחים ל-PROD!', caps: true }],
  ['Devanagari', { top: 'जब शुक्रवार को बिल्ड हरा हो', bottom: 'तो शिप करो।', caps: true }],
  ['Thai', { top: 'เมื่อบิลด์เป็นสีเขียว', bottom: 'ในวันศุกร์ให้ส่งเลย', caps: true }],
]
