import { Component, type ErrorInfo, type ReactNode } from 'react'

type Props = { children: ReactNode }

/** A render error anywhere below shows this instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="message message-error">
        <p>Something went wrong while showing this page.</p>
        <button
          type="button"
          onClick={() => {
            window.location.reload()
          }}
        >
          Reload
        </button>
      </div>
    )
  }
}
