import { Alert, Badge, Box, Button, HStack, List, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { useMutation, useQueries } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { BusinessError } from '../../api/client'
import {
  createWatchOrderMutation,
  createWatchesMutation,
  downloadApplicantTemplate,
  downloadMarkTemplate,
  importApplicantRowsMutation,
  importMarkRowsMutation,
  watchPriceQuery,
} from '../../api/monitoring-watches'
import { PLAN_OF_KIND, type ImportRow, type WatchProblem } from '../../api/schemas/monitoring'
import { UPLOAD_MAX_BYTES } from '../../domain/constants'
import { fileSuffix } from '../../domain/files'
import type { MessageKey } from '../../domain/message-key'
import { FormField } from '../kit/form-field'
import { Price } from '../kit/price'
import { ToggleChips } from '../kit/toggle-chips'
import { toastError } from '../kit/toast'
import { FilePickButton, UploadProgressBar, useUploadProgress } from '../kit/upload'
import { useOfficeNames, useWatchText } from './use-watch-text'

const TEMPLATES = ['mark', 'applicant'] as const
type Template = (typeof TEMPLATES)[number]

/**
 * Many watches from a workbook: download the mark-watch or competitor-watch template, upload it filled
 * (checked row by row, nothing created yet), see each row with its problems, then create the valid rows as
 * unpaid watches and one order for them, paid on /monitor/payment.
 */
export function WatchBulkImport() {
  const { t, pick } = useWatchText()
  const navigate = useNavigate()
  const [template, setTemplate] = useState<Template>('mark')
  const [fileName, setFileName] = useState('')
  const [fileError, setFileError] = useState<MessageKey | { text: string } | null>(null)
  const [rows, setRows] = useState<ImportRow[] | null>(null)
  const progress = useUploadProgress()
  const importMarks = useMutation(importMarkRowsMutation())
  const importApplicants = useMutation(importApplicantRowsMutation())
  const createRows = useMutation(createWatchesMutation())
  const createOrder = useMutation(createWatchOrderMutation())
  const [busy, setBusy] = useState(false)
  const valid = rows?.filter((r) => r.problems.length === 0) ?? []

  const upload = async (file: File) => {
    if (fileSuffix(file.name) !== 'XLSX') {
      setFileError('monitorWatch:bulk.notXlsx')
      return
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setFileError('validation:fileTooLarge')
      return
    }
    setFileError(null)
    setRows(null)
    setFileName(file.name)
    const form = new FormData()
    form.append('file', file)
    try {
      const result = await progress.run(() =>
        (template === 'mark' ? importMarks : importApplicants).mutateAsync(form),
      )
      if (result.fileProblem) setFileError({ text: pick(result.fileProblem) })
      else setRows(result.rows)
    } catch (error) {
      setFileError(error instanceof BusinessError ? { text: error.msg } : 'monitorWatch:bulk.uploadFailed')
    }
  }

  const buy = async () => {
    setBusy(true)
    try {
      const made = await createRows.mutateAsync({
        rows: valid.map((r) => ({ ...r.request, imageUrl: null, watchedRegNo: null, trial: false })),
      })
      if (made.problems.length) {
        toastError(t('bulk.createFailed'), made.problems.map((p) => `#${p.row + 1} ${pick(p)}`).join('; '))
        return
      }
      const order = await createOrder.mutateAsync({ watchIds: made.watches.map((w) => w.id) })
      await navigate({ to: '/monitor/payment', search: { orderId: order.orderId } })
    } catch (error) {
      if (error instanceof BusinessError) toastError(t('bulk.createFailed'), error.msg)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="4" data-testid="watch-bulk">
      <Text fontSize="sm" color="fg.muted">
        {t('bulk.intro')}
      </Text>
      <ToggleChips
        options={TEMPLATES}
        value={template}
        onChange={(next) => {
          setTemplate(next)
          setRows(null)
          setFileName('')
          progress.reset()
        }}
        text={(v) => t(`bulk.template.${v}`)}
        label={t('bulk.templateLabel')}
        size="sm"
        testIdOf={(v) => `bulk-template-${v}`}
      />
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void (template === 'mark'
              ? downloadMarkTemplate(t('bulk.markTemplateFile'))
              : downloadApplicantTemplate(t('bulk.applicantTemplateFile')))
          }
          data-testid="bulk-download"
        >
          {t('bulk.download')}
        </Button>
      </HStack>
      <FormField label={t('bulk.upload')} error={fileError} helperText={fileName || t('bulk.uploadHint')}>
        <Stack gap="2">
          <FilePickButton
            accept=".xlsx"
            inputLabel={t('bulk.upload')}
            inputTestId="bulk-file"
            onPick={(file) => void upload(file)}
            size="sm"
            colorPalette="blue"
            loading={progress.busy}
            alignSelf="flex-start"
          >
            {t('bulk.choose')}
          </FilePickButton>
          {progress.busy || progress.percent > 0 ? (
            <UploadProgressBar percent={progress.percent} label={t('form.uploadProgress')} />
          ) : null}
        </Stack>
      </FormField>
      {rows ? <ImportRows rows={rows} /> : null}
      {rows ? (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="0">
            <Text data-testid="bulk-summary">
              {t('bulk.summary', { valid: valid.length, total: rows.length })}
            </Text>
            <BulkTotal rows={valid} />
          </Stack>
          <Button
            colorPalette="blue"
            disabled={valid.length === 0}
            loading={busy}
            onClick={() => void buy()}
            data-testid="bulk-buy"
          >
            {t('bulk.buy', { count: valid.length })}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  )
}

function ImportRows({ rows }: { rows: ImportRow[] }) {
  const { t, pick } = useWatchText()
  const offices = useOfficeNames()
  if (rows.length === 0)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('bulk.noRows')}</Alert.Title>
      </Alert.Root>
    )
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="bulk-rows">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('bulk.row')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.watch')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.classes')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.countries')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.period')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bulk.check')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.row} bg={r.problems.length ? 'red.subtle' : undefined} data-testid="bulk-row">
              <Table.Cell>{r.row}</Table.Cell>
              <Table.Cell>
                <Text fontWeight="medium">
                  {r.request.kind === 'applicant' ? r.request.applicant : r.request.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`kind.${r.request.kind}`)}
                </Text>
              </Table.Cell>
              <Table.Cell>{r.request.classes.join(', ') || '—'}</Table.Cell>
              <Table.Cell>{offices(r.request.countries)}</Table.Cell>
              <Table.Cell>{t(`period.${r.request.period}`)}</Table.Cell>
              <Table.Cell>
                {r.problems.length === 0 ? (
                  <Badge colorPalette="green">{t('bulk.ok')}</Badge>
                ) : (
                  <RowProblems problems={r.problems} pick={pick} />
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}

function RowProblems({ problems, pick }: { problems: WatchProblem[]; pick: (p: WatchProblem) => string }) {
  return (
    <List.Root ps="4" color="fg.error" fontSize="sm">
      {problems.map((p) => (
        <List.Item key={`${p.field}-${p.en}`}>{pick(p)}</List.Item>
      ))}
    </List.Root>
  )
}

/** What the valid rows cost together: each row's price for its offices and period (the order's figures). */
function BulkTotal({ rows }: { rows: ImportRow[] }) {
  const { t } = useWatchText()
  const quotes = useQueries({
    queries: rows.map(({ request }) =>
      watchPriceQuery({
        planId: PLAN_OF_KIND[request.kind],
        period: request.period,
        countries: request.countries,
      }),
    ),
  })
  if (rows.length === 0) return null
  if (quotes.some((q) => q.isError)) return <Text color="fg.error">{t('price.failed')}</Text>
  if (quotes.some((q) => !q.data)) return <Spinner size="xs" />
  const total = quotes.reduce((sum, q) => sum + (q.data?.total ?? 0), 0)
  return (
    <Text fontSize="sm" color="fg.muted" display="flex" gap="1" data-testid="bulk-total">
      <span>{t('bulk.total')}</span>
      <Price as="span" cny={total} fontWeight="semibold" />
    </Text>
  )
}
