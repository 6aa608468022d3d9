import { Badge, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaseLabelView } from '../../../api/schemas/cases-list'
import type { CaseRow, ColumnId } from '../../../domain/cases/case-query'
import { TRADEMARK_STATUSES } from '../../../domain/trademark-status'

/** How urgent a deadline looks: overdue, within 30 days, within 90, later. */
export function deadlineTone(daysLeft: number) {
  if (daysLeft < 0) return 'red.fg'
  if (daysLeft <= 30) return 'orange.fg'
  if (daysLeft <= 90) return 'yellow.fg'
  return 'fg.muted'
}

export function LabelChip({ label }: { label: Pick<CaseLabelView, 'name' | 'color'> }) {
  return (
    <Badge colorPalette={label.color} variant="subtle" size="sm" maxW="10rem" truncate>
      {label.name}
    </Badge>
  )
}

export interface CellContext {
  en: boolean
  member: (id: string) => string
  label: (id: string) => CaseLabelView | undefined
}

/** The name a column's header shows. */
export function useColumnName(fields: readonly { id: string; name: string }[]) {
  const { t } = useTranslation('casesList')
  return (column: ColumnId): string =>
    column.startsWith('cf:')
      ? (fields.find((f) => `cf:${f.id}` === column)?.name ?? column)
      : t(`columns.${column as Exclude<ColumnId, `cf:${string}`>}`)
}

/** One cell of a row; every value is rendered as text (never as markup). */
export function CaseCell({ row, column, ctx }: { row: CaseRow; column: ColumnId; ctx: CellContext }) {
  const { t } = useTranslation('casesList')
  let content: ReactNode
  switch (column) {
    case 'markName':
      content = (
        <ChakraLink asChild color="blue.fg" fontWeight="medium">
          <Link
            to="/brandManagement/detail"
            search={{ id: row.id, mode: undefined, tab: undefined }}
            data-testid="case-link"
          >
            {row.markName}
          </Link>
        </ChakraLink>
      )
      break
    case 'office':
      content = (
        <Text title={row.designations.join(', ') || undefined}>
          {row.officeKind === 'global' ? row.office : t(`officeKind.${row.officeKind}`)}
          {row.officeKind === 'madrid' && row.designations.length ? (
            <Text as="span" color="fg.muted" fontSize="xs">
              {' '}
              ({row.designations.length})
            </Text>
          ) : null}
        </Text>
      )
      break
    case 'numbers':
      content = (
        <Text fontVariantNumeric="tabular-nums">
          {row.applicationNo || '—'}
          {row.registrationNo && row.registrationNo !== row.applicationNo ? (
            <Text as="span" display="block" color="fg.muted" fontSize="xs">
              {t('table.regNo', { no: row.registrationNo })}
            </Text>
          ) : null}
        </Text>
      )
      break
    case 'classes':
      content = row.classes.join(', ')
      break
    case 'applicant':
      content = (
        <Text truncate title={row.applicant}>
          {row.applicant}
        </Text>
      )
      break
    case 'status': {
      const s = TRADEMARK_STATUSES.find((x) => x.id === row.status)
      content = s ? (ctx.en ? s.en : s.zh) : '—'
      break
    }
    case 'nextDeadline':
      content = row.next ? (
        <Text data-testid="case-next-deadline">
          {row.next.title ?? t(`deadlineKind.${row.next.kind}`, { defaultValue: row.next.kind })}
          <Text as="span" display="block" fontSize="xs" color={deadlineTone(row.next.daysLeft)}>
            {row.next.due} ·{' '}
            {row.next.daysLeft < 0
              ? t('table.overdue', { count: -row.next.daysLeft })
              : t('table.daysLeft', { count: row.next.daysLeft })}
          </Text>
        </Text>
      ) : (
        <Text color="fg.muted">{t('table.noDeadline')}</Text>
      )
      break
    case 'assignee':
      content = row.assigneeId ? (
        ctx.member(row.assigneeId)
      ) : (
        <Text color="fg.muted">{t('table.unassigned')}</Text>
      )
      break
    case 'labels':
      content = (
        <HStack gap="1" wrap="wrap">
          {row.labelIds.map((id) => {
            const label = ctx.label(id)
            return label ? <LabelChip key={id} label={label} /> : null
          })}
        </HStack>
      )
      break
    case 'reference':
      content = row.reference
      break
    default:
      content = row.customFields[column.slice(3)] ?? ''
  }
  return <>{content}</>
}
