import { createFileRoute } from '@tanstack/react-router'
import { LanguageScreen } from '../features/shell/LanguageScreen'

/** /changeLang: the language choice (no arg). */
export const Route = createFileRoute('/changeLang')({
  component: LanguageScreen,
})
