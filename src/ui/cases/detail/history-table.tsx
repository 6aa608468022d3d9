import { Link, Table } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CaseHistoryView } from '../../../api/schemas/cases-detail'
import { formatDateTime } from '../../../domain/format'
import { useCaseWords, type CaseWords } from './use-case-words'

/** A history entry's facts in words: field names and event codes translated, the rest as it was recorded. */
export function historyDetailText(words: CaseWords, detail: Record<string, string>): string {
  return Object.entries(detail)
    .map(([key, value]) => {
      const shown =
        key === 'fields'
          ? value
              .split(',')
              .map((f) => words.field(f.trim()))
              .join(words.lang === 'en' ? ', ' : '、')
          : key === 'event'
            ? words.event(value)
            : key === 'office'
              ? words.office(value)
              : key === 'status'
                ? value
                    .split(' → ')
                    .map((s) => (/^\d+$/.test(s) ? words.status(Number(s)) : s))
                    .join(' → ')
                : value
      return `${words.detailKey(key)}${words.lang === 'en' ? ': ' : '：'}${shown}`
    })
    .join(' · ')
}

/** History entries, newest first: when, who, what and its details (inert text); with `showCase`, the case too. */
export function HistoryTable({
  entries,
  showCase = false,
}: {
  entries: CaseHistoryView[]
  showCase?: boolean
}) {
  const { t } = useTranslation('caseDetail')
  const words = useCaseWords()
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="history-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('history.at')}</Table.ColumnHeader>
            {showCase ? <Table.ColumnHeader>{t('history.case')}</Table.ColumnHeader> : null}
            <Table.ColumnHeader>{t('history.member')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.action')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.detail')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((h) => (
            <Table.Row key={h.id} data-testid="history-row">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(h.at, words.lang)}</Table.Cell>
              {showCase ? (
                <Table.Cell>
                  <Link asChild colorPalette="blue">
                    <RouterLink to="/brandManagement/detail" search={{ id: h.caseId }}>
                      {h.markName || h.caseId}
                    </RouterLink>
                  </Link>
                </Table.Cell>
              ) : null}
              <Table.Cell whiteSpace="nowrap">{h.memberName}</Table.Cell>
              <Table.Cell>{words.action(h.action)}</Table.Cell>
              <Table.Cell wordBreak="break-word">{historyDetailText(words, h.detail)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
