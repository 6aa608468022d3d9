import { Fragment } from 'react'
import styles from './card-facts.module.css'

/** [label, value, monospace] */
export type CardFact = readonly [string, string, boolean]

/** Label/value pairs of a result card, aligned in two columns. */
export function CardFacts({ facts }: { facts: readonly CardFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value, mono]) => (
        <Fragment key={label}>
          <dt className={styles.label}>{label}</dt>
          <dd className={mono ? `${styles.value} ${styles.mono}` : styles.value} title={value}>
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  )
}
