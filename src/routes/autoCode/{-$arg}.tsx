import { createFileRoute, redirect } from '@tanstack/react-router'
import type { AppContext } from '../../app/appContext'
import { readArg } from '../../domain/args'
import { counterCodeKind } from '../../domain/counter/counterCode'
import { scanCodeArg } from '../../domain/table/scanCode'
import { resolveCounterCode } from '../../features/counter/resolveCounterCode'
import { SelfServiceStart } from '../../features/counter/SelfServiceStart'
import { type ScanCodeProblem, ScanCodeScreen } from '../../features/table/ScanCodeScreen'
import { withCatalogPart } from '../../i18n/catalog'
import { type ShellSearch, validateShellSearch } from '../-components/search'

/**
 * The arg `[code]` from the path or `?arg=`: undecodable → /error; missing → null (the screen that
 * scans or takes the typed code); a code that is no self-service code → 'Links are invalid'; a good
 * one is resolved (public/exclusive/selfServiceCode) and the route replaces itself with its menu.
 */
async function loadAutoCode(
  app: AppContext,
  pathArg: string | undefined,
  queryArg: string | undefined,
): Promise<ScanCodeProblem | null> {
  const result = readArg(pathArg, queryArg)
  if (result.kind === 'invalid') throw redirect({ to: '/error' })
  const decoded = scanCodeArg(result)
  if (decoded.kind === 'missing') return null
  if (decoded.kind === 'invalid' || counterCodeKind(decoded.arg.qrCode) !== 'selfService')
    return { kind: 'invalid' }
  const outcome = await resolveCounterCode(app, decoded.arg.qrCode, 'selfService')
  if (outcome.kind === 'menu')
    throw redirect({ to: '/autoCodeOrder/{-$arg}', params: { arg: outcome.menuArg }, replace: true })
  return outcome
}

/** /autoCode/:arg? — what a self-service code at a restaurant's counter opens (issue 37 item 5). */
export const Route = createFileRoute('/autoCode/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }: { search: ShellSearch }) => ({ arg: search.arg }),
  loader: ({ params, deps, context: app }) =>
    withCatalogPart(app.i18n, 'scan', loadAutoCode(app, params.arg, deps.arg)),
  component: RouteScreen,
})

function RouteScreen() {
  const problem = Route.useLoaderData()
  return problem ? <ScanCodeScreen problem={problem} /> : <SelfServiceStart />
}
