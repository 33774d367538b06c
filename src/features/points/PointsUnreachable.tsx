import { useLingui } from '@lingui/react/macro'
import { UnreachablePage } from '../brand/UnreachablePage'

/**
 * A points screen whose brand could not be reached (offline on a first visit). Its words live here,
 * in the member catalog the route loads, not in the route file (whose words would go to the main
 * catalog every first load carries).
 */
export function PointsUnreachable({ screen }: { screen: 'list' | 'exchange' }) {
  const { t } = useLingui()
  return <UnreachablePage title={screen === 'list' ? t`Points` : t`Exchange points`} />
}
