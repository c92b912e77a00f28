import type { ReactNode } from 'react'
import type { ApiVersion } from '../api/schemas'
import { routes } from '../paths'

type RandomViewFormProps = { className: string; role?: 'search'; version: ApiVersion; onSubmit: () => void; children: ReactNode }

/**
 * A form the app handles itself, that is also a plain one to the random view (`/?q=…`, with `v=1`
 * on v1): a page the server drew (src/first-screen/render.tsx) has it before the app starts, and
 * without JavaScript, so a press then asks the server rather than doing nothing or reloading the
 * page.
 */
export function RandomViewForm({ className, role, version, onSubmit, children }: RandomViewFormProps) {
  return (
    <form
      role={role}
      className={className}
      action={routes.random}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      {version === 'v1' && <input type="hidden" name="v" value="1" />}
    </form>
  )
}
