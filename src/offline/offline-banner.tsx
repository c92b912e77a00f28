import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { WayOn } from '../ui/way-on'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()
/** A first screen drawn by the server was drawn online: React hydrates that, then says so if not. */
const drawnOnline = () => true

/** While the browser is offline, queries wait (React Query pauses them) and this says why. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, drawnOnline)
  if (online) return null
  return (
    <div role="status" className="offline-banner">
      <p>You are offline. What is on screen stays; new pepes load when the connection returns.</p>
      <WayOn />
    </div>
  )
}
