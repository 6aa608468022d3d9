import { Link, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { GazetteRef } from '../../../api/schemas/search-records'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { pick } from './record-links'

/** Where the mark's notices were published; each links to the notice text on /getNoticeInfo. */
export function GazetteRefsTable({ markId, refs }: { markId: string; refs: readonly GazetteRef[] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  if (!refs.length) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('notices.none')}
      </Text>
    )
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" striped data-testid="gazette-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('notices.columns.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('notices.columns.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('notices.columns.gazette')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('notices.columns.issue')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('notices.columns.page')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {refs.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell whiteSpace="nowrap">{formatDate(r.date, lang)}</Table.Cell>
              <Table.Cell>
                <Link asChild colorPalette="blue" color="colorPalette.fg">
                  <RouterLink
                    to="/getNoticeInfo"
                    search={{ id: markId }}
                    hash={r.id}
                    data-testid="gazette-link"
                  >
                    {t(`notices.type.${r.type}`)}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{pick(lang, r.gazetteZh, r.gazetteEn)}</Table.Cell>
              <Table.Cell fontFamily="mono">{r.issueNo}</Table.Cell>
              <Table.Cell fontFamily="mono">{r.page}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
