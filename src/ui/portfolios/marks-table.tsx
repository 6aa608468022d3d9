import { Badge, Box, Button, HStack, Image, Stack, Table, Tag, Text, VisuallyHidden } from '@chakra-ui/react'
import type { PlatMark } from '../../api/schemas/applicant-portfolios'
import { CheckBox } from '../kit/check-box'
import { usePortfolioText } from './use-portfolio-text'

export interface MarksTableProps {
  marks: readonly PlatMark[]
  selected: ReadonlySet<string>
  onSelect: (ids: string[], on: boolean) => void
  onOpen: (markId: string) => void
  /** Undefined when the member may not add cases. */
  onAddToCases?: (markId: string) => void
  addingIds: readonly string[]
}

/** One page of the followed applicants' marks: image, numbers, classes, status, dates, term, labels, case. */
export function MarksTable({ marks, selected, onSelect, onOpen, onAddToCases, addingIds }: MarksTableProps) {
  const { t, pick, date, renewal, markName } = usePortfolioText()
  const pageIds = marks.map((m) => m.id)
  const allOn = pageIds.length > 0 && pageIds.every((id) => selected.has(id))
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="marks-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">
              <CheckBox
                checked={allOn}
                onChange={(on) => onSelect(pageIds, on)}
                size="sm"
                testId="select-page"
              >
                <VisuallyHidden>{t('marks.selectPage')}</VisuallyHidden>
              </CheckBox>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.image')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.mark')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.numbers')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.classes')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.dates')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.expiry')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.labels')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {marks.map((m) => (
            <Table.Row key={m.id} data-testid="mark-row" data-mark-id={m.id}>
              <Table.Cell>
                <CheckBox checked={selected.has(m.id)} onChange={(on) => onSelect([m.id], on)} size="sm">
                  <VisuallyHidden>{t('marks.selectMark', { name: markName(m.name) })}</VisuallyHidden>
                </CheckBox>
              </Table.Cell>
              <Table.Cell>
                <Image src={m.imageUrl} alt="" boxSize="10" objectFit="contain" loading="lazy" />
              </Table.Cell>
              <Table.Cell maxW="56">
                <Stack gap="0">
                  <Button
                    variant="plain"
                    size="sm"
                    p="0"
                    h="auto"
                    justifyContent="flex-start"
                    color="blue.600"
                    whiteSpace="normal"
                    textAlign="start"
                    onClick={() => onOpen(m.id)}
                    data-testid="mark-open"
                  >
                    {markName(m.name)}
                  </Button>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {pick(m.applicant)}
                  </Text>
                  {m.unseenChanges ? (
                    <Badge colorPalette="orange" size="sm" alignSelf="flex-start">
                      {t('marks.changed', { count: m.unseenChanges })}
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Text>{m.applicationNo}</Text>
                <Text color="fg.muted">{m.registrationNo || '—'}</Text>
              </Table.Cell>
              <Table.Cell>{m.classes.join(', ')}</Table.Cell>
              <Table.Cell>
                <Badge
                  colorPalette={
                    m.status === 1 || m.status === 10
                      ? 'green'
                      : m.status === 2 || m.status === 9
                        ? 'gray'
                        : 'blue'
                  }
                >
                  {pick(m.statusName)}
                </Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text>{date(m.filingDate)}</Text>
                <Text color="fg.muted">{date(m.registrationDate)}</Text>
              </Table.Cell>
              <Table.Cell minW="36">
                <Text>{date(m.expiryDate)}</Text>
                {m.renewal ? (
                  <Text fontSize="xs" color={m.renewal.phase === 'notYet' ? 'fg.muted' : 'orange.700'}>
                    {renewal(m)}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap" maxW="40">
                  {m.labels.map((l) => (
                    <Tag.Root key={l} size="sm" colorPalette="purple">
                      <Tag.Label>{l}</Tag.Label>
                    </Tag.Root>
                  ))}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                {m.caseId ? (
                  <Badge colorPalette="green" data-testid="in-cases">
                    {t('marks.inCases')}
                  </Badge>
                ) : onAddToCases ? (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={addingIds.includes(m.id)}
                    onClick={() => onAddToCases(m.id)}
                    data-testid="mark-add-case"
                  >
                    {t('marks.addToCases')}
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
