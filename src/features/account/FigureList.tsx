import type { ReactNode } from 'react'

export type Figure = { label: string; value: ReactNode }

/** A member's figures (points, coupons, …) as a labelled grid: the account summary and the deletion page. */
export function FigureList({ rows }: { rows: readonly Figure[] }) {
  return (
    <dl className="member-figures">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
