import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '../features/shell/ErrorPage'

/** /shop/error: where undecodable args and bad links land (SPEC §2). */
export const Route = createFileRoute('/error')({
  component: ErrorPage,
})
