import { useEffect } from 'react'
import { useBrand } from '../brand/BrandContext'

/** Sets the document title to `<page> - <productName>` (SPEC §1). */
export function usePageTitle(page: string): void {
  const { productName } = useBrand()
  useEffect(() => {
    const parts = [page, productName].filter((part) => part.trim() !== '')
    document.title = [...new Set(parts)].join(' - ')
  }, [page, productName])
}
