import type { Caption } from './caption-text'

/** The two boxes, in the order they are drawn and typed: Enter on the top one moves to the next. */
const BOXES = [
  ['top', 'Top text', 'next'],
  ['bottom', 'Bottom text', 'done'],
] as const

type CaptionFieldsProps = { caption: Caption; onChange: (changes: Partial<Caption>) => void }

/**
 * "Top text", "Bottom text" and the "Capitals" switch (SPEC section 13.1). No maxLength: it counts
 * UTF-16 units (an emoji twice); cleanCaptionText() cuts at 120 code points as one types.
 */
export function CaptionFields({ caption, onChange }: CaptionFieldsProps) {
  return (
    <div className="caption-fields">
      {BOXES.map(([box, label, enterKeyHint]) => (
        <label key={box} className="caption-field">
          {label}
          <input
            type="text"
            dir="auto"
            value={caption[box]}
            autoComplete="off"
            enterKeyHint={enterKeyHint}
            onChange={(event) => {
              onChange({ [box]: event.target.value })
            }}
          />
        </label>
      ))}
      <label className="caption-switch">
        <input
          type="checkbox"
          role="switch"
          checked={caption.caps}
          onChange={(event) => {
            onChange({ caps: event.target.checked })
          }}
        />
        Capitals
      </label>
    </div>
  )
}
