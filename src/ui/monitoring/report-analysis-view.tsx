import { Alert, Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { searchCalls } from '../../api/catalogue/search'
import { BusinessError } from '../../api/client'
import type { Recommendation } from '../../api/schemas/search-analysis'
import type { ReportOrder } from '../../api/schemas/search-orders'
import { analysisReportQuery } from '../../api/search-analysis'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { FactList } from '../kit/fact-list'
import { QueryPanel } from '../kit/query-panel'
import { runExport } from '../kit/run-export'
import { SectionCard } from '../kit/section-card'
import { ReportAnalysisClass } from './report-analysis-class'
import { RISK_PALETTE, reportStatusOf } from './report-status'

/** The chosen report order: the delivered report read in full, or why there is nothing to read yet. */
export function ReportAnalysisView({ report }: { report: ReportOrder }) {
  const { t } = useTranslation('watchResults')
  const { t: tExport } = useTranslation('searchExport')
  const { lang } = useRootState()
  const { order } = report
  const delivered = reportStatusOf(report) === 'delivered'
  const content = useQuery({ ...analysisReportQuery(order.id), enabled: delivered })
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    await runExport(
      searchCalls.tmInfoQueryResultDownload,
      { orderId: order.id, format: 'docx' },
      `${t('analysis.fileName')}-${order.orderNo}.docx`,
      tExport,
    )
    setBusy(false)
  }
  const title = t('analysis.reportTitle', { subject: order.trademarkName })
  if (!delivered)
    return (
      <SectionCard title={title}>
        <Text color="fg.muted" data-testid="analysis-not-ready">
          {order.report?.dueAt && order.paymentStatus === 'paid'
            ? t('analysis.notReady', { time: formatDateTime(order.report.dueAt, lang) })
            : t(`analysis.status.${reportStatusOf(report)}`)}
        </Text>
      </SectionCard>
    )
  return (
    <SectionCard
      title={title}
      description={t('analysis.orderNo', { orderNo: order.orderNo })}
      testId="analysis-report"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          variant="outline"
          loading={busy}
          onClick={() => void download()}
          data-testid="analysis-download"
        >
          {t('analysis.download')}
        </Button>
      }
    >
      <QueryPanel
        query={content}
        placeholder={<Text color="fg.muted">{t('analysis.loading')}</Text>}
        failed={(error) => (error instanceof BusinessError ? error.msg : t('analysis.loadFailed'))}
      >
        {(r) => (
          <Stack gap="5">
            <FactList
              rows={[
                [
                  t('analysis.countries'),
                  r.countries
                    .map((c) => (lang === 'en' ? c.nameEn : c.nameZh))
                    .join(lang === 'en' ? ', ' : '、'),
                ],
                [
                  t('analysis.classes'),
                  `${r.classes.map((c) => c.no).join(', ')}${r.classesChosen ? '' : t('analysis.classesCrowded')}`,
                ],
                [t('analysis.basis'), t(`analysis.bases.${r.basis}`)],
                [t('analysis.paidAt'), r.paidAt ? formatDateTime(r.paidAt, lang) : ''],
                [t('analysis.deliveredAtLabel'), formatDateTime(r.deliveredAt, lang)],
                [t('analysis.dataDate'), r.dataDate],
              ]}
            />
            <HStack gap="3">
              <Text fontWeight="semibold">{t('analysis.overall')}</Text>
              {r.overall ? (
                <Badge
                  size="lg"
                  variant="solid"
                  colorPalette={RISK_PALETTE[r.overall]}
                  data-testid="analysis-overall"
                >
                  {t(`analysis.risk.${r.overall}`)}
                </Badge>
              ) : (
                <Text>{t('analysis.noClasses')}</Text>
              )}
            </HStack>
            {r.classes.map((c) => (
              <ReportAnalysisClass key={c.no} analysis={c} />
            ))}
            <Stack gap="1">
              <Text fontWeight="semibold">{t('analysis.recommendations')}</Text>
              <List.Root ps="5" fontSize="sm" data-testid="analysis-recommendations">
                {r.recommendations.map((rec, k) => (
                  <List.Item key={k}>{recommendationText(rec, t)}</List.Item>
                ))}
              </List.Root>
            </Stack>
            <Stack gap="1" fontSize="sm">
              <Text fontWeight="semibold">{t('analysis.notes')}</Text>
              <Text whiteSpace="pre-wrap">{r.remarks || t('analysis.noNotes')}</Text>
              {r.attachmentNames.length ? (
                <Text color="fg.muted">
                  {t('analysis.attachments', { names: r.attachmentNames.join(', ') })}
                </Text>
              ) : null}
            </Stack>
            <Alert.Root status="info" variant="subtle">
              <Alert.Content>
                <Alert.Title>{t('analysis.basisTitle')}</Alert.Title>
                <Alert.Description>
                  <Stack gap="1" fontSize="sm">
                    <Text>{t(`analysis.method.${r.basis}`)}</Text>
                    {r.basis === 'listing' ? null : <Text>{t('analysis.bands')}</Text>}
                    <Text>{t('analysis.disclaimer', { date: r.dataDate })}</Text>
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          </Stack>
        )}
      </QueryPanel>
    </SectionCard>
  )
}

type WatchT = ReturnType<typeof useTranslation<'watchResults'>>['t']

function recommendationText(r: Recommendation, t: WatchT): string {
  if (!('classes' in r)) return t(`analysis.advice.${r.kind}`)
  return t(`analysis.advice.${r.kind}`, {
    classes: r.classes.join(t('analysis.classSeparator')),
    count: r.classes.length,
  })
}
