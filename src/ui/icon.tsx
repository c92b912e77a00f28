import { iconId, type IconName } from '../icons/icons'

/** One of the page's icons (src/icons/icons.ts): decoration beside words that say the same. */
export function Icon({ name, className }: { name: IconName; className: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#${iconId(name)}`} />
    </svg>
  )
}
