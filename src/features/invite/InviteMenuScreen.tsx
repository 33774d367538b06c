import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import { type MenuArg, menuArgValues } from '../../domain/menuRouteArgs'
import { PageHeader } from '../../ui/PageHeader'
import { Spinner } from '../../ui/Spinner'
import { usePageTitle } from '../../ui/usePageTitle'
import { MenuScreen } from '../menu/MenuScreen'
import type { TableCartSnapshot } from '../table/tableCartSnapshot'
import { useSharedCart } from '../table/useSharedCart'
import { InviteNameForm } from './InviteNameForm'
import { InviteStateNotice } from './InviteStateNotice'
import './invite.css'

/**
 * /inviteOrder/:arg (issue 37 item 4): the restaurant's menu adding to a group order's cart. A
 * friend first gives the name the host sees their dishes under; a group order that is closed (placed,
 * cancelled, expired, or a code nobody started) says so, with its page, instead of the menu.
 */
export function InviteMenuScreen({ arg }: { arg: MenuArg & { invite: string } }) {
  const { snapshot, store } = useSharedCart('invite', arg.invite)
  if (snapshot.closed || !snapshot.loaded || snapshot.guestName === '')
    return <InviteMenuGate arg={arg} snapshot={snapshot} onName={(name) => void store?.setGuestName(name)} />
  return <MenuScreen arg={arg} />
}

/** What shows instead of the menu: loading, the group order closed, or the name asked first. */
function InviteMenuGate({
  arg,
  snapshot,
  onName,
}: {
  arg: MenuArg & { invite: string }
  snapshot: TableCartSnapshot
  onName: (name: string) => void
}) {
  const { t } = useLingui()
  const title = t`Group order`
  usePageTitle(title)
  return (
    <>
      <PageHeader title={title} />
      <div className="page invite-page">
        {!snapshot.loaded ? (
          <Spinner size={24} />
        ) : snapshot.closed ? (
          <InviteStateNotice
            state="open"
            viewer="friend"
            closedMessage={snapshot.closed.message}
            orderLink={null}
          />
        ) : (
          <section className="card invite-section">
            <h2 className="invite-section-title">{t`Join the group order`}</h2>
            <p className="muted">{t`Add your own dishes from the menu. The host places one order for everyone.`}</p>
            <InviteNameForm initial="" submitLabel={t`Continue to the menu`} onSave={onName} />
          </section>
        )}
        <Link
          to="/inviteCode/{-$arg}"
          params={{ arg: encodeArg(menuArgValues(arg)) }}
          className="button button-block"
        >
          {t`See the group order`}
        </Link>
      </div>
    </>
  )
}
