import { createFileRoute, redirect } from '@tanstack/react-router'
import type { AppContext } from '../../app/appContext'
import { readArg } from '../../domain/args'
import { counterCodeKind } from '../../domain/counter/counterCode'
import { scanCodeArg } from '../../domain/table/scanCode'
import { resolveCounterCode } from '../../features/counter/resolveCounterCode'
import { resolveTableCode } from '../../features/table/resolveTableCode'
import { type ScanCodeProblem, ScanCodeScreen } from '../../features/table/ScanCodeScreen'
import { withCatalogPart } from '../../i18n/catalog'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { type ShellSearch, validateShellSearch } from '../-components/search'

/**
 * The arg `[qrCode]` (src/domain/table/scanCode.ts) from the path or `?arg=`: undecodable → /error,
 * missing → null (the Warm prompt), a code of the wrong form → 'Links are invalid'; a good code is
 * resolved and the route replaces itself with the table's scan menu (on the server too: a 302); a
 * take-out code (`to-…`, src/domain/counter/counterCode.ts) with its restaurant's pick-up menu.
 */
async function loadScanCode(
  app: AppContext,
  pathArg: string | undefined,
  queryArg: string | undefined,
): Promise<ScanCodeProblem | null> {
  const result = readArg(pathArg, queryArg)
  if (result.kind === 'invalid') throw redirect({ to: '/error' })
  const decoded = scanCodeArg(result)
  if (decoded.kind === 'missing') return null
  if (decoded.kind === 'invalid') return { kind: 'invalid' }
  const { qrCode } = decoded.arg
  // A take-out QR at a restaurant's counter carries this route too (issue 37 item 5): its pick-up menu.
  const outcome =
    counterCodeKind(qrCode) === 'takeOut'
      ? await resolveCounterCode(app, qrCode, 'takeOut')
      : await resolveTableCode(app, qrCode)
  if (outcome.kind === 'menu') {
    throw redirect({ to: '/index/{-$arg}', params: { arg: outcome.menuArg }, replace: true })
  }
  return outcome
}

/** /scanCode/:arg — what a table's printed QR code opens, and a take-out QR at the counter (issue 37). */
export const Route = createFileRoute('/scanCode/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }: { search: ShellSearch }) => ({ arg: search.arg }),
  loader: ({ params, deps, context: app }) =>
    withCatalogPart(app.i18n, 'scan', loadScanCode(app, params.arg, deps.arg)),
  component: RouteScreen,
})

function RouteScreen() {
  const problem = Route.useLoaderData()
  return problem ? <ScanCodeScreen problem={problem} /> : <MissingArgDialog />
}
