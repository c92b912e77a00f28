import { useEffect } from 'react'

/** Sets the tab's title while the page is shown (none: left as it is), and puts the previous one back after. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
