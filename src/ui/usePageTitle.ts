import { useEffect } from 'react'
import { titleOf, watchProductName } from './productName'

/** Sets the document title to `<page> - <productName>` (SPEC §1). */
export function usePageTitle(page: string): void {
  useEffect(
    () =>
      watchProductName((productName) => {
        document.title = titleOf([page, productName])
      }),
    [page],
  )
}
