import type { QueueState, QueueTicket } from '../src/domain/contract/queue'
import { fieldsOf } from './staffCoupons'
import type { RestaurantCli } from './staffTables'

type StaffQueue = QueueState & { tickets: QueueTicket[] }

const STATUS = ['queuing', 'calling', 'passed', 'seated', 'cancelled']

function ticketText(ticket: QueueTicket): string {
  const priority = ticket.priority ? ', priority' : ''
  return `#${ticket.id} ${ticket.label} (${ticket.persons} guests${priority}): ${STATUS[ticket.status] ?? ticket.status}`
}

function queueText(queue: StaffQueue): string {
  const head = `Queue ${queue.open ? 'open' : 'closed'}${queue.period ? ` (${queue.period.name1})` : ''}`
  const types = queue.tableTypes.map(
    (type) =>
      `  table type #${type.id} ${type.prefix} ${type.name1}: ${type.waiting} waiting${type.calling ? `, calling ${type.calling}` : ''}`,
  )
  return [head, ...types, ...(queue.tickets ?? []).map((ticket) => `  ${ticketText(ticket)}`)].join('\n')
}

/**
 * `queue --restaurant <id>`: the restaurant's queue and today's waiting tickets;
 * `queue open|close [graceMinutes=… minutesPerParty=… maxWaiting=…] --restaurant <id>`;
 * `queue call <tableTypeId> --restaurant <id>`: calls the next number of that table type;
 * `queue recall|seat|pass|cancel <ticketId>`: moves one ticket.
 */
export async function queueCommand(rest: string[], cli: RestaurantCli): Promise<string> {
  const { options } = cli
  const [sub, id, ...words] = rest
  const show = (answer: unknown, text: string) => (options.json ? JSON.stringify(answer, null, 2) : text)
  if (sub === undefined || sub === 'open' || sub === 'close' || sub === 'call') {
    if (options.restaurant === undefined) throw cli.usage('queue needs --restaurant <id>')
    const restaurantId = options.restaurant
    if (sub === undefined) {
      const queue = (await cli.call(`queue?restaurantId=${restaurantId}`)) as StaffQueue
      return show(queue, queueText(queue))
    }
    if (sub === 'call') {
      if (!id) throw cli.usage('queue call <tableTypeId> --restaurant <id>')
      const ticket = (await cli.call('queue/call', { restaurantId, tableTypeId: id })) as QueueTicket
      return show(ticket, `Calling ${ticketText(ticket)}`)
    }
    const fields = fieldsOf(id ? [id, ...words] : words, cli)
    const queue = (await cli.call('queue/open', {
      ...fields,
      restaurantId,
      open: sub === 'open' ? 1 : 0,
    })) as StaffQueue
    return show(queue, queueText({ ...queue, tickets: [] }))
  }
  const move = sub === 'recall' ? 'call' : sub
  if (!['call', 'seat', 'pass', 'cancel'].includes(move) || !id)
    throw cli.usage(
      'queue takes nothing, open, close, call <tableTypeId>, or recall|seat|pass|cancel <ticketId>',
    )
  const ticket = (await cli.call(`queue/${move}`, { ticketId: id })) as QueueTicket
  return show(ticket, ticketText(ticket))
}
