import { Button, HStack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { monitoringCalls } from '../../api/catalogue/monitoring'
import { markHitsReadMutation } from '../../api/monitoring-results'
import type { Watch } from '../../api/schemas/monitoring'
import { businessToday } from '../../domain/clock'
import { runExport } from '../kit/run-export'
import { toastError, toastSuccess } from '../kit/toast'

export interface ResultExportsProps {
  /** The hits shown: the watch and the filters. */
  request: { watchId: string; issueNo?: number; tier?: 'high' | 'medium' | 'low'; unreadOnly: boolean }
  watch: Watch
  unread: number
  /** How many hits the filters show. */
  hits: number
}

/**
 * The results' actions: mark every hit of the watch read, the hits shown as .xlsx, and the watch's report (all
 * its issues since it started) as Word.
 */
export function ResultExports({ request, watch, unread, hits }: ResultExportsProps) {
  const { t } = useTranslation('watchResults')
  const { t: tExport } = useTranslation('searchExport')
  const read = useMutation(markHitsReadMutation())
  const [busy, setBusy] = useState<'xlsx' | 'docx' | null>(null)
  const today = businessToday()
  const run = async (kind: 'xlsx' | 'docx') => {
    setBusy(kind)
    if (kind === 'xlsx')
      await runExport(
        monitoringCalls.monitoringMonitoringResultExport,
        request,
        `${t('exports.xlsxName')}-${today}.xlsx`,
        tExport,
      )
    else
      await runExport(
        monitoringCalls.monitoringMemberMonitoringExportWord,
        { watchId: watch.id, ...(watch.startsOn ? { from: watch.startsOn } : {}), to: today },
        `${t('exports.docxName')}-${today}.docx`,
        tExport,
      )
    setBusy(null)
  }
  return (
    <HStack gap="2" wrap="wrap" justify="space-between">
      <Text fontSize="sm" color="fg.muted">
        {t('exports.shown', { count: hits })}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={unread === 0}
          loading={read.isPending}
          onClick={() =>
            read.mutate(
              { watchId: watch.id },
              {
                onSuccess: (r) => toastSuccess(t('exports.allRead', { count: r.marked })),
                onError: () => toastError(t('readFailed')),
              },
            )
          }
          data-testid="result-mark-all-read"
        >
          {t('exports.markAllRead')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={hits === 0}
          loading={busy === 'xlsx'}
          onClick={() => void run('xlsx')}
          data-testid="result-export-xlsx"
        >
          {t('exports.xlsx')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={busy === 'docx'}
          onClick={() => void run('docx')}
          data-testid="result-export-word"
        >
          {t('exports.word')}
        </Button>
      </HStack>
    </HStack>
  )
}
