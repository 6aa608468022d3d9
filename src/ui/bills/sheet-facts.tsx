import { Fragment, type ReactNode } from 'react'
import styles from './sheet.module.css'

export interface SheetFact {
  label: string
  value: ReactNode
  /** Green for settled amounts, orange for amounts still due. */
  tone?: 'paid' | 'unpaid'
}

/** The key figures under a printable sheet's title, two columns of label and value. */
export function SheetFacts({ facts }: { facts: SheetFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((f) => (
        <Fragment key={f.label}>
          <dt>{f.label}</dt>
          <dd className={f.tone ? styles[f.tone] : undefined}>{f.value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
