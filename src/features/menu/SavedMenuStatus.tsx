import { lazy, Suspense } from 'react'
import type { MenuState } from './useMenu'

const SavedMenuNote = lazy(() =>
  import('./SavedMenuNote').then((module) => ({ default: module.SavedMenuNote })),
)

/** The saved-menu note when the menu shown is a copy from this device; nothing otherwise. */
export function SavedMenuStatus({ menuState }: { menuState: MenuState }) {
  if (menuState.status !== 'ready' || menuState.savedAt === null) return null
  return (
    <Suspense fallback={null}>
      <SavedMenuNote savedAt={menuState.savedAt} refreshing={menuState.refreshing} />
    </Suspense>
  )
}
