import { CollectionPage } from './collection-page'
import { recentlySeen } from './storage'

export default function RecentPage() {
  return (
    <CollectionPage
      collection={recentlySeen}
      title="Recently seen"
      empty="Nothing seen yet. The pepes you open show up here, newest first."
      actions={
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            recentlySeen.clear()
          }}
        >
          Clear history
        </button>
      }
    />
  )
}
