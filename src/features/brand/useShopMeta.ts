import { useEffect } from 'react'
import { stripTags } from '../../domain/text'

function setMeta(name: string, content: string): void {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = name
    document.head.append(meta)
  }
  meta.content = content
}

/** SPEC §1: keyword and description metadata of the shop, with HTML tags stripped from the keywords. */
export function useShopMeta(
  keywords: string | null | undefined,
  description: string | null | undefined,
): void {
  useEffect(() => {
    // Tags become spaces when stripped; drop the ones left before commas.
    setMeta('keywords', stripTags(keywords).replace(/\s+([,，、])/g, '$1'))
    setMeta('description', stripTags(description))
  }, [keywords, description])
}
