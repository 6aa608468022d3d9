import { Badge, Table } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ProcedureEvent } from '../../../api/schemas/search-records'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'

/** Every procedure event of the archive, oldest first, named in both languages. */
export function EventsTable({ events }: { events: readonly ProcedureEvent[] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const [first, second] = lang === 'en' ? (['En', 'Zh'] as const) : (['Zh', 'En'] as const)
  return (
    // A table wider than a phone scrolls inside its frame; the frame takes focus so the keyboard can scroll it.
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={t('archive.events')}
    >
      <Table.Root size="sm" striped data-testid="events-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('archive.columns.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('archive.columns.event')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(`archive.columns.event${second}`)}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('archive.columns.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('archive.columns.reference')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.map((e) => (
            <Table.Row key={`${e.code}-${e.date}`} data-code={e.code}>
              <Table.Cell whiteSpace="nowrap">{formatDate(e.date, lang)}</Table.Cell>
              <Table.Cell fontWeight={e.milestone ? 'semibold' : undefined}>{e[`name${first}`]}</Table.Cell>
              <Table.Cell color="fg.muted">{e[`name${second}`]}</Table.Cell>
              <Table.Cell>
                <Badge
                  size="sm"
                  variant="subtle"
                  colorPalette={e.state === 'done' ? 'green' : e.state === 'pending' ? 'orange' : 'gray'}
                >
                  {t(`timeline.${e.state}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell fontSize="xs" color="fg.muted">
                {e[`note${first}`] || '—'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
