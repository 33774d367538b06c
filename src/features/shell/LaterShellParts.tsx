import { QuestionHost } from '../../ui/QuestionHost'
import { BrandManifestLink } from '../brand/BrandManifestLink'
import { DebugConsole } from './DebugConsole'
import { LegalFooter } from './LegalFooter'
import { PortraitPrompt } from './PortraitPrompt'
import { UpdatePrompt } from './UpdatePrompt'
import './laterShell.css'

/**
 * The parts of the frame no first screen needs at once, in a chunk loaded right after it has
 * painted (see AppShell): the footer (below the fold) and the overlays (update and portrait
 * prompts, debug launcher, the questions asked with ui/questions.ts) and the brand's manifest link.
 * A question asked before this chunk has loaded shows once it has.
 */

export function LaterFooter({ withAppLinks }: { withAppLinks: boolean }) {
  return <LegalFooter withAppLinks={withAppLinks} />
}

export function LaterOverlays() {
  return (
    <>
      <UpdatePrompt />
      <PortraitPrompt />
      <DebugConsole />
      <QuestionHost />
      <BrandManifestLink />
    </>
  )
}
