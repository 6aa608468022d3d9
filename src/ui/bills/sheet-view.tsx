import { Fragment, type ReactNode } from 'react'
import { cellOf, type SheetBlock, type SheetDocument, type SheetFact } from '../kit/pdf/sheet-document'
import styles from './sheet.module.css'

/** '\n' in a text as line breaks. */
function Lines({ text }: { text: string }): ReactNode {
  const lines = text.split('\n')
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ))
}

function Facts({ facts }: { facts: SheetFact[] }) {
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

function Block({ block }: { block: SheetBlock }) {
  switch (block.kind) {
    case 'section':
      return <div className={styles.section}>{block.text}</div>
    case 'text':
      return <p className={styles.muted}>{block.text}</p>
    case 'facts':
      return block.boxed ? (
        <div className={styles.note}>
          <Facts facts={block.facts} />
        </div>
      ) : (
        <Facts facts={block.facts} />
      )
    case 'table': {
      // The browser sizes the columns to their content; the shares are for the PDF's fixed page width.
      return (
        <table className={styles.table}>
          <thead>
            <tr>
              {block.columns.map((c, i) => (
                <th key={i} className={c.align === 'end' ? styles.num : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => {
              let column = 0
              return (
                <tr key={r} className={row.kind ? styles[row.kind] : undefined}>
                  {row.cells.map((raw, i) => {
                    const cell = cellOf(raw)
                    const align = cell.align ?? block.columns[column]?.align
                    column += cell.span ?? 1
                    const classes = [align === 'end' && styles.num, cell.tone && styles[cell.tone]]
                    return (
                      <td
                        key={i}
                        colSpan={cell.span}
                        className={classes.filter(Boolean).join(' ') || undefined}
                      >
                        <Lines text={cell.text} />
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      )
    }
  }
}

/** A document as the A4 sheet on the page: the same data the PDF export draws. */
export function SheetView({ doc }: { doc: SheetDocument }) {
  return (
    <div className={styles.sheet} data-testid="pdf-sheet" lang={doc.lang}>
      <div className={styles.letterhead}>
        <div>
          <div className={styles.brand}>{doc.issuer.name}</div>
          <div className={styles.muted}>{doc.issuer.address}</div>
        </div>
        <div className={styles.muted}>{doc.reference}</div>
      </div>
      <div className={styles.title}>{doc.title}</div>
      {doc.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {doc.footer && <div className={styles.footer}>{doc.footer}</div>}
    </div>
  )
}
