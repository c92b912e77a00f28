/** The caption page's screens (SPEC section 13.1), for `npm run screenshots -- caption`. */
import type { State, Step } from './states.ts'

/** The canvas shows the caption, drawn in its face. */
const drawn: Step = (page) => page.locator('.caption-picture[data-state="drawn"]').waitFor()

export const CAPTION_STATES: readonly State[] = [
  { name: 'caption-empty', path: '/pepe/7/caption?v=2', ready: drawn },
  {
    name: 'caption-two-lines',
    path: `/pepe/7/caption?v=2&${new URLSearchParams({ top: 'when the build is green on a friday afternoon', bottom: 'ship it' })}`,
    ready: drawn,
  },
  {
    name: 'caption-emoji',
    path: `/pepe/12/caption?v=2&${new URLSearchParams({ top: 'feels good man 🐸✨', bottom: 'Ça va très bien 😎', caps: '0' })}`,
    ready: drawn,
  },
  {
    name: 'caption-cyrillic',
    path: `/pepe/7/caption?v=2&${new URLSearchParams({ top: 'когда сборка зелёная 🐸', bottom: 'Καλημέρα, κόσμε' })}`,
    ready: drawn,
  },
  {
    name: 'caption-chinese',
    path: `/pepe/7/caption?v=2&${new URLSearchParams({ top: '当构建在星期五变绿时 🐸', bottom: '我们就发布！🚀' })}`,
    ready: drawn,
  },
  {
    name: 'caption-arabic',
    path: `/pepe/12/caption?v=2&${new URLSearchParams({ top: 'عندما يكون البناء أخضر يوم الجمعة', bottom: 'انشرها!' })}`,
    ready: drawn,
  },
]
