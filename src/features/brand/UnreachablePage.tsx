import { BrandHeader } from './BrandHeader'
import { OfflineNotice } from './OfflineNotice'

/** A brand page whose brand could not be reached: its title and the notice with Try again. */
export function UnreachablePage({ title }: { title: string }) {
  return (
    <>
      <BrandHeader name={title} logo={undefined} />
      <OfflineNotice failed />
    </>
  )
}
