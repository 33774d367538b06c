import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { useApp } from '../../app/appContext'
import { setSettingSoon } from '../../db/settings'
import { encodeArg } from '../../domain/args'
import { businessDay } from '../../domain/businessDay'
import { GUEST_NAME_MAX } from '../../domain/contract/tableCart'
import { type MenuArg, menuArgValues } from '../../domain/menuRouteArgs'
import { PageHeader } from '../../ui/PageHeader'
import { Spinner } from '../../ui/Spinner'
import { usePageTitle } from '../../ui/usePageTitle'
import { usePriceFormat } from '../brand/usePriceFormat'
import { MemberGate } from '../login/MemberGate'
import { GuestsDialog } from './GuestsDialog'
import { guestLabel } from './guestLabel'
import { TableBill } from './TableBill'
import { TableCartLines } from './TableCartLines'
import { TableRoundSend } from './TableRoundSend'
import { TableRounds } from './TableRounds'
import { useSharedCart } from './useSharedCart'
import { useTableScan } from './useTableScan'
import './table.css'

/**
 * /scanOrder/:arg (issue 37 item 2): the table's screen, reached from the menu's Next at a table.
 * The guests (asked once when the table's session starts), the table's shared cart with each
 * guest's lines under their name, Send round, the rounds the table has sent with their states
 * and the running total, and the bill: printed, or paid online for the whole table. Works offline from what the phone kept: changes and a round sent offline
 * go once the phone is back.
 */
export function TableOrderScreen({ arg }: { arg: MenuArg }) {
  const { i18n, t } = useLingui()
  const { mirror } = useApp()
  const qrCode = arg.qrCode
  const { cart, snapshot, store } = useSharedCart('table', qrCode)
  // A round sent, the cart emptied by the staff closing the table, or a send refused: read the table again.
  const { state, setPersons } = useTableScan(
    qrCode,
    `${snapshot.tableSentOrderId}:${snapshot.generation}:${snapshot.refusal?.code ?? ''}`,
  )
  const price = usePriceFormat(arg.brandId)
  const scan = state.status === 'ready' ? state.scan : null
  const title = scan ? t`Table ${scan.tableName}` : t`Your table`
  usePageTitle(title)
  const [guestsOpen, setGuestsOpen] = useState(false)
  const nameId = useId()

  // The first phone at a table with no session yet is asked how many sit at it.
  const noSession = scan !== null && scan.session === null
  useEffect(() => {
    if (noSession) setGuestsOpen(true)
  }, [noSession])
  const persons = scan?.session?.persons ?? 1
  async function savePersons(count: number): Promise<string | null> {
    const refusal = await setPersons(count)
    // The menu's per-person limits read the guests from the device (SPEC §3 person count).
    if (refusal === null) setSettingSoon(mirror, 'personCount', count)
    return refusal
  }

  const menuLink = { to: '/index/{-$arg}', params: { arg: encodeArg(menuArgValues(arg)) } } as const
  if (!qrCode || state.status === 'refused')
    return (
      <>
        <PageHeader title={title} />
        <div className="page table-order">
          <p className="notice notice-warning" role="alert">
            {state.status === 'refused' && state.message
              ? state.message
              : t`Unable to access the page, please check the link for errors`}
          </p>
        </div>
      </>
    )

  const lines = snapshot.lines
  const total = cart.totals?.total
  const sending = snapshot.sending
  const refusal = snapshot.refusal
  const yourName = snapshot.you > 0 ? guestLabel(i18n, snapshot.you, snapshot.guests) : null
  const sentRound = scan?.session?.rounds.find((round) => round.orderId === snapshot.tableSentOrderId)

  function send(expectedPrice: string) {
    void store?.send({
      expectedPrice,
      businessDay: businessDay(Date.now()),
      remark: '',
      ...(scan?.session ? { sessionId: scan.session.id } : {}),
    })
  }

  return (
    <>
      <PageHeader title={title} />
      <div className="page table-order">
        {snapshot.offline || state.status === 'offline' ? (
          <p className="notice" role="status">
            <Trans>
              You are offline. Your changes are kept on this phone and sent when you are back online.
            </Trans>
          </p>
        ) : null}

        <section className="card table-section table-guests" aria-label={t`Guests`}>
          <p>
            <Plural value={persons} one="# guest at this table" other="# guests at this table" />
          </p>
          <button type="button" className="button" onClick={() => setGuestsOpen(true)} disabled={!scan}>
            <Trans>Change</Trans>
          </button>
        </section>

        <section className="card table-section" aria-label={t`The table’s cart`}>
          <h2 className="table-section-title">
            <Trans>The table’s cart</Trans>
          </h2>
          <div className="table-name-field">
            <label htmlFor={nameId}>
              <Trans>Your name at the table</Trans>
            </label>
            <input
              id={nameId}
              className="input"
              maxLength={GUEST_NAME_MAX}
              defaultValue={snapshot.guestName}
              key={snapshot.loaded ? 'loaded' : 'loading'}
              placeholder={yourName ?? t`Guest`}
              onBlur={(event) => {
                if (event.currentTarget.value.trim() !== snapshot.guestName)
                  void store?.setGuestName(event.currentTarget.value)
              }}
            />
          </div>
          {!snapshot.loaded ? (
            <Spinner size={20} />
          ) : lines.length === 0 ? (
            <p className="notice">
              {sentRound ? (
                <Trans>
                  Round {sentRound.roundNo} was sent to the kitchen. Add dishes for the next round.
                </Trans>
              ) : (
                <Trans>The table’s cart is empty. Everyone at the table can add dishes from the menu.</Trans>
              )}
            </p>
          ) : (
            <TableCartLines
              lines={lines}
              guests={snapshot.guests}
              you={snapshot.you}
              price={price}
              onSetNumber={(lineId, number) => void store?.setNumber(lineId, number)}
            />
          )}
          <Link {...menuLink} className="button button-block table-add-more">
            <Trans>Add dishes</Trans>
          </Link>
        </section>

        {refusal ? (
          <div className="notice notice-warning" role="alert">
            <p>{refusal.message}</p>
            {refusal.price ? (
              <button type="button" className="button button-primary" onClick={() => send(refusal.price!)}>
                <Trans>Send the round at {price(refusal.price)}</Trans>
              </button>
            ) : null}
          </div>
        ) : null}

        {sending ? (
          <p className="notice" role="status">
            <Spinner size={16} /> <Trans>Sending the round…</Trans>{' '}
            {snapshot.offline ? <Trans>It goes as soon as the phone is back online.</Trans> : null}
          </p>
        ) : lines.length > 0 && total ? (
          <MemberGate
            intro={
              <p>
                <Trans>Log in to send the round. The table’s cart is kept.</Trans>
              </p>
            }
          >
            <TableRoundSend
              brandId={arg.brandId}
              restaurantId={arg.restaurantId}
              lines={lines.map((entry) => entry.line)}
              total={total}
              price={price}
              disabled={!store}
              onSend={send}
            />
          </MemberGate>
        ) : null}

        {scan?.session ? <TableRounds session={scan.session} price={price} /> : null}
        {scan?.session && qrCode ? (
          <TableBill
            brandId={arg.brandId}
            restaurantId={arg.restaurantId}
            qrCode={qrCode}
            session={scan.session}
            price={price}
          />
        ) : null}
      </div>
      {guestsOpen ? (
        <GuestsDialog open initial={persons} onSave={savePersons} onClose={() => setGuestsOpen(false)} />
      ) : null}
    </>
  )
}
