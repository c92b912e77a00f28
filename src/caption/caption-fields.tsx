import type { Caption } from './caption-text'

type CaptionFieldsProps = { caption: Caption; onChange: (changes: Partial<Caption>) => void }

/**
 * "Top text", "Bottom text" and the "Capitals" switch (SPEC section 13.1). No maxLength: it counts
 * UTF-16 units (an emoji twice); cleanCaptionText() cuts at 120 code points as one types.
 */
export function CaptionFields({ caption, onChange }: CaptionFieldsProps) {
  return (
    <div className="caption-fields">
      <label className="caption-field">
        Top text
        <input
          type="text"
          value={caption.top}
          autoComplete="off"
          enterKeyHint="next"
          onChange={(event) => {
            onChange({ top: event.target.value })
          }}
        />
      </label>
      <label className="caption-field">
        Bottom text
        <input
          type="text"
          value={caption.bottom}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => {
            onChange({ bottom: event.target.value })
          }}
        />
      </label>
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
