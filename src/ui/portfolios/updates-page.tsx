import { Badge, Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useCaseGrant } from '../../api/case-grant'
import {
  acknowledgeMutation,
  followedApplicantsQuery,
  procedureTypesQuery,
  registerChangesQuery,
} from '../../api/portfolios'
import type { RegisterChange } from '../../api/schemas/applicant-portfolios'
import { splitProcedure } from '../../domain/cases/register-watch'
import { EmptyState } from '../kit/empty-state'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'
import { PageHeader } from '../kit/page-header'
import { Pagination } from '../kit/pagination'
import { QueryPanel } from '../kit/query-panel'
import { toastError, toastSuccess } from '../kit/toast'
import { MarkDrawer } from './mark-drawer'
import { errorText, usePortfolioText } from './use-portfolio-text'

const PAGE_SIZE = 20

/**
 * /management/trademarkStatusUpdate: what changed on the register for the followed applicants' marks since the
 * account last looked (status, procedure step, registration number, term), filtered; marked as seen one by
 * one or all at once.
 */
export function UpdatesPage() {
  const { t, pick, date, dateTime, markName } = usePortfolioText()
  const grant = useCaseGrant()
  const [applicantId, setApplicantId] = useState('')
  const [procedure, setProcedure] = useState('')
  const [show, setShow] = useState<'unseen' | 'all'>('unseen')
  const [page, setPage] = useState(1)
  const [openMark, setOpenMark] = useState<string | null>(null)
  const applicants = useQuery(followedApplicantsQuery())
  const procedures = useQuery(procedureTypesQuery())
  const changes = useQuery({
    ...registerChangesQuery({ applicantId, procedure, show, pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: (prev) => prev,
  })
  const ack = useMutation(acknowledgeMutation())
  const canAck = grant.can('portfolio.manage')

  const acknowledge = (input: { seen: string[]; seenAll: boolean }) =>
    ack.mutate(input, {
      onSuccess: ({ acknowledged }) =>
        toastSuccess(input.seenAll ? t('updates.allSeen', { count: acknowledged }) : t('updates.seenOne')),
      onError: (e) => toastError(errorText(e, t('marks.actionFailed'))),
    })

  const choose = (
    label: string,
    value: string,
    options: [string, string][],
    apply: (v: string) => void,
    testId: string,
  ) => (
    <FormField label={label}>
      <OptionSelect
        options={options}
        value={value}
        onChange={(e) => {
          apply(e.target.value)
          setPage(1)
        }}
        testId={testId}
      />
    </FormField>
  )

  const unseen = changes.data?.unseen ?? 0
  return (
    <Stack gap="4" data-testid="updates-page">
      <PageHeader
        title={t('updates.title')}
        description={t('updates.intro')}
        note={
          changes.data ? (
            <Text fontSize="sm" color={unseen ? 'orange.800' : 'fg.muted'} data-testid="updates-unseen">
              {t('updates.unseenCount', { count: unseen })}
            </Text>
          ) : null
        }
        aside={
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/myTrademark">{t('updates.toMarks')}</RouterLink>
            </Button>
            {canAck && unseen > 0 ? (
              <Button
                size="sm"
                colorPalette="blue"
                loading={ack.isPending}
                onClick={() => acknowledge({ seen: [], seenAll: true })}
                data-testid="updates-ack-all"
              >
                {t('updates.markAllSeen')}
              </Button>
            ) : null}
          </HStack>
        }
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" data-testid="updates-filters">
        {choose(
          t('updates.applicant'),
          applicantId,
          [
            ['', t('updates.allApplicants')],
            ...(applicants.data?.list ?? []).map((a): [string, string] => [a.applicantId, pick(a.name)]),
          ],
          setApplicantId,
          'updates-applicant',
        )}
        {choose(
          t('updates.procedure'),
          procedure,
          [
            ['', t('updates.allProcedures')],
            ...(procedures.data?.list ?? []).map((p): [string, string] => [p.code, pick(p.name)]),
          ],
          setProcedure,
          'updates-procedure',
        )}
        {choose(
          t('updates.show'),
          show,
          [
            ['unseen', t('updates.unseen')],
            ['all', t('updates.all')],
          ],
          (v) => setShow(v === 'all' ? 'all' : 'unseen'),
          'updates-show',
        )}
      </SimpleGrid>
      <QueryPanel
        query={changes}
        loading={t('updates.loading')}
        failed={(error) => errorText(error, t('updates.failed'))}
      >
        {(data) =>
          data.total === 0 ? (
            <EmptyState
              title={show === 'unseen' ? t('updates.none') : t('updates.noneAll')}
              description={t('updates.noneHint')}
            />
          ) : (
            <Stack gap="3">
              <ChangesTable
                changes={data.list}
                onSeen={canAck ? (id) => acknowledge({ seen: [id], seenAll: false }) : undefined}
                busy={ack.isPending}
                onOpen={setOpenMark}
                text={{ t, pick, date, dateTime, markName }}
              />
              <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
            </Stack>
          )
        }
      </QueryPanel>
      <MarkDrawer markId={openMark} onClose={() => setOpenMark(null)} from="changes" />
    </Stack>
  )
}

function ChangesTable({
  changes,
  onSeen,
  busy,
  onOpen,
  text: { t, pick, date, dateTime, markName },
}: {
  changes: readonly RegisterChange[]
  onSeen?: (id: string) => void
  busy: boolean
  onOpen: (markId: string) => void
  text: Pick<ReturnType<typeof usePortfolioText>, 't' | 'pick' | 'date' | 'dateTime' | 'markName'>
}) {
  // Days in the reader's format: a procedure step is "day step", a term its last day.
  const valueText = (field: RegisterChange['field'], v: RegisterChange['from']) => {
    if (v.value === '') return pick(v.text)
    if (field === 'procedure') return `${date(splitProcedure(v.value).date)} ${pick(v.text)}`
    if (field === 'expiryDate') return date(v.value)
    return pick(v.text)
  }
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="changes-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('updates.mark')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('updates.applicant')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('updates.change')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('updates.from')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('updates.to')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('updates.foundAt')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.map((c) => (
            <Table.Row key={c.id} data-testid="change-row" data-seen={c.seenAt !== null}>
              <Table.Cell>
                <Button
                  variant="plain"
                  size="sm"
                  p="0"
                  h="auto"
                  color="blue.600"
                  fontWeight="semibold"
                  onClick={() => onOpen(c.markId)}
                  data-testid="change-open"
                >
                  {markName(c.markName)}
                </Button>
                <Text fontSize="xs" color="fg.muted">
                  {c.applicationNo}
                </Text>
              </Table.Cell>
              <Table.Cell maxW="48" overflowWrap="anywhere">
                {pick(c.applicant)}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  {c.seenAt ? null : <Badge colorPalette="orange">{t('updates.new')}</Badge>}
                  <Text>{t(`updates.fields.${c.field}`)}</Text>
                </HStack>
              </Table.Cell>
              <Table.Cell color="fg.muted">{valueText(c.field, c.from)}</Table.Cell>
              <Table.Cell fontWeight="semibold">{valueText(c.field, c.to)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dateTime(c.detectedAt)}</Table.Cell>
              <Table.Cell>
                {c.seenAt ? (
                  <Text fontSize="xs" color="fg.muted">
                    {t('updates.seenBy', { name: c.seenBy ?? '' })}
                  </Text>
                ) : onSeen ? (
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy}
                    onClick={() => onSeen(c.id)}
                    data-testid="change-ack"
                  >
                    {t('updates.markSeen')}
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
