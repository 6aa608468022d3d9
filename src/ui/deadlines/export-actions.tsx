import { Alert, Button, HStack, List } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { importTaskFeesMutation } from '../../api/case-deadlines'
import { casesCalls } from '../../api/catalogue/cases'
import { BusinessError } from '../../api/client'
import { downloadFile, saveBlob } from '../../api/download'
import type { DeadlineRow } from '../../api/schemas/cases-deadlines'
import { buildIcs } from '../../domain/cases/deadline-ics'
import { toastError, toastSuccess } from '../kit/toast'
import { useDeadlineText } from './deadline-text'

export interface ExportActionsProps {
  /** The filtered deadlines (the .ics holds exactly these). */
  rows: readonly DeadlineRow[]
  /** The days the fee sheet covers (the month or week shown, or the list's span). */
  range: { from: string; to: string }
  /** Reminder offsets for the calendar's alarms (the member's settings). */
  offsets: readonly number[]
  manage: boolean
}

/** Export to iCalendar (in the browser), the fee sheet download and its import with the done column. */
export function ExportActions({ rows, range, offsets, manage }: ExportActionsProps) {
  const { t } = useTranslation('deadlines')
  const text = useDeadlineText()
  const fileInput = useRef<HTMLInputElement>(null)
  const importing = useMutation(importTaskFeesMutation())
  const [rowErrors, setRowErrors] = useState<{ row: number; message: string }[]>([])

  const exportIcs = async () => {
    try {
      const ics = await buildIcs(
        rows.map((r) => ({
          caseId: r.caseId,
          key: r.key,
          due: r.due,
          markName: r.markName,
          name: text.name(r),
          office: r.office,
          numbers: text.numbers(r),
          basis: r.basis,
        })),
        offsets,
        {
          calendarName: t('ics.calendarName'),
          basis: t('fields.basis'),
          caseId: t('ics.caseId'),
          alarm: (days) => (days === 0 ? t('daysLeft.today') : t('daysLeft.in', { count: days })),
        },
      )
      saveBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), 'deadlines.ics')
    } catch {
      toastError(t('ics.failed'))
    }
  }

  const upload = async (file: File) => {
    const form = new FormData()
    form.append('file', file)
    try {
      const result = await importing.mutateAsync(form)
      setRowErrors(result.errors)
      if (result.errors.length) toastError(t('feeSheet.rowErrors', { count: result.errors.length }))
      else toastSuccess(t('feeSheet.imported', { count: result.changed }))
    } catch (error) {
      setRowErrors([])
      toastError(t('feeSheet.failed'), error instanceof BusinessError ? error.msg : undefined)
    }
  }

  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" onClick={() => void exportIcs()} disabled={!rows.length} data-testid="export-ics">
          {t('actions.exportIcs')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void downloadFile(casesCalls.brandmanagementTaskFeeExcelDownload, range, 'deadlines.xlsx')
          }
          data-testid="download-fees"
        >
          {t('actions.downloadFees')}
        </Button>
        {manage ? (
          <>
            <Button
              size="sm"
              variant="outline"
              loading={importing.isPending}
              onClick={() => fileInput.current?.click()}
              data-testid="import-done"
            >
              {t('actions.importDone')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              aria-label={t('actions.importDone')}
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) void upload(file)
              }}
            />
          </>
        ) : null}
      </HStack>
      {rowErrors.length ? (
        <Alert.Root status="error" mt="3" data-testid="import-errors">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('feeSheet.nothingImported')}</Alert.Title>
            <List.Root fontSize="sm">
              {rowErrors.slice(0, 20).map((e) => (
                <List.Item key={e.row}>
                  {t('feeSheet.rowError', { row: e.row, message: e.message })}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </>
  )
}
