import { Button, Grid, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { reissueRecordQuery } from '../../../api/service-reissue'
import { businessToday } from '../../../domain/clock'
import { formatDate } from '../../../domain/format'
import { serviceQuote } from '../../../domain/service-quote'
import {
  CERTIFICATE_KINDS,
  REISSUE_REASONS,
  reissueQuoteInput,
  type CertificateKind,
  type RecordCertificate,
  type ReissueDraft,
  type ReissueReason,
} from '../../../domain/services/reissue'
import { FeeBasis } from '../../flow/fee-basis'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { useRootState } from '../../../state/root'
import { DateInput } from '../../kit/date-input'
import { FormField } from '../../kit/form-field'
import { SectionCard } from '../../kit/section-card'

const sameRecord = (a: readonly RecordCertificate[], b: readonly RecordCertificate[]) =>
  a.length === b.length && a.every((c, i) => c.kind === b[i]?.kind && c.date === b[i]?.date)

/** A labelled row of radio buttons with the step's issue under it. */
function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  helper,
  testId,
}: {
  label: string
  value: T | ''
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  error?: ReissueIssue
  helper?: string
  testId: string
}) {
  const labelId = useId()
  return (
    <FormField error={error} helperText={helper} required errorTestId={`${testId}-error`}>
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <RadioGroup.Root
        size="sm"
        colorPalette="blue"
        value={value || null}
        onValueChange={(e) => {
          const next = options.find((o) => o.value === e.value)
          if (next) onChange(next.value)
        }}
        aria-labelledby={labelId}
        data-testid={testId}
      >
        <HStack gap="5" wrap="wrap">
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value} data-testid={`${testId}-${o.value}`}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </FormField>
  )
}

type ReissueIssue = StepViewProps<ReissueDraft>['issues'][number]['message']

/**
 * perfectInformation of both reissues: the chosen mark and its certificate, the reason (lost or damaged) and
 * its explanation, and for type 30 which certificate (change, transfer or renewal) with its number and issue
 * date, checked against the mark's record; beside it the price with the official fee's basis.
 */
export function ReissueInformationStep(view: StepViewProps<ReissueDraft>) {
  const { t } = useTranslation('svcReissue')
  const { lang } = useRootState()
  const { draft, issues, send } = view
  const mark = draft.marks[0]
  const others = draft.productType === 30
  const record = useQuery({
    ...reissueRecordQuery(draft.productType, mark ? [mark.regNo] : []),
    enabled: others && mark !== undefined,
  })
  const onRecord = record.data?.results[0]?.onRecord
  useEffect(() => {
    if (onRecord && !sameRecord(onRecord, draft.onRecord))
      send({ type: 'draft.changed', patch: { onRecord } })
  }, [onRecord, draft.onRecord, send])

  const patch = (p: Partial<ReissueDraft>) => send({ type: 'draft.changed', patch: p })
  const issueAt = (path: string) => issues.find((i) => i.path === path)?.message
  const quote = serviceQuote(reissueQuoteInput(draft), businessToday())
  const kindName = (kind: CertificateKind) => t(`info.kind.${kind}`)

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 380px' }} gap="5" alignItems="start">
      <StepForm view={view} submitLabel={t('info.next')} testId="reissue-information">
        <SectionCard title={t('info.title')} testId="reissue-certificate">
          <Stack gap="5">
            {mark && (
              <Stack gap="1" data-testid="reissue-mark">
                <Text fontWeight="semibold">{t('info.mark', { regNo: mark.regNo, name: mark.name })}</Text>
                {!others && mark.registrationDate && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('info.registrationCertificate', {
                      regNo: mark.regNo,
                      date: formatDate(mark.registrationDate, lang),
                    })}
                  </Text>
                )}
              </Stack>
            )}
            <Choice<ReissueReason>
              label={t('info.reason')}
              value={draft.reason}
              options={REISSUE_REASONS.map((r) => ({
                value: r,
                label: t(r === 'lost' ? 'info.reasonLost' : 'info.reasonDamaged'),
              }))}
              onChange={(reason) => patch({ reason })}
              error={issueAt('reason')}
              helper={
                draft.reason === 'lost'
                  ? t('info.reasonLostHint')
                  : draft.reason === 'damaged'
                    ? t('info.reasonDamagedHint')
                    : undefined
              }
              testId="reissue-reason"
            />
            <FormField
              label={t('info.explanation')}
              required
              error={issueAt('explanation')}
              helperText={t(
                draft.reason === 'damaged' ? 'info.explanationHintDamaged' : 'info.explanationHintLost',
              )}
              errorTestId="reissue-explanation-error"
            >
              <Textarea
                value={draft.explanation}
                maxLength={300}
                rows={3}
                onChange={(e) => patch({ explanation: e.target.value })}
                data-testid="reissue-explanation"
              />
            </FormField>
            {others && (
              <Stack gap="4" data-testid="reissue-which">
                <Choice<CertificateKind>
                  label={t('info.certificate')}
                  value={draft.certificateKind}
                  options={CERTIFICATE_KINDS.map((k) => ({ value: k, label: kindName(k) }))}
                  onChange={(certificateKind) => patch({ certificateKind })}
                  error={issueAt('certificateKind')}
                  testId="reissue-kind"
                />
                {record.isPending && mark ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('info.recordLoading')}
                  </Text>
                ) : record.isError ? (
                  <HStack>
                    <Text fontSize="sm" color="fg.error">
                      {t('info.recordFailed')}
                    </Text>
                    <Button size="xs" variant="outline" onClick={() => void record.refetch()}>
                      {t('info.retry')}
                    </Button>
                  </HStack>
                ) : (
                  <Text fontSize="sm" color="fg.muted" data-testid="reissue-on-record">
                    {draft.onRecord.length === 0
                      ? t('info.noneOnRecord')
                      : t('info.onRecord', {
                          list: draft.onRecord
                            .map((c) =>
                              t('info.onRecordItem', {
                                kind: kindName(c.kind),
                                date: formatDate(c.date, lang),
                              }),
                            )
                            .join(lang === 'en' ? '; ' : '；'),
                        })}
                  </Text>
                )}
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                  <FormField
                    label={t('info.number')}
                    required
                    error={issueAt('certificateNo')}
                    helperText={t('info.numberHint')}
                    errorTestId="reissue-number-error"
                  >
                    <Input
                      value={draft.certificateNo}
                      maxLength={20}
                      onChange={(e) => patch({ certificateNo: e.target.value })}
                      data-testid="reissue-number"
                    />
                  </FormField>
                  <FormField
                    label={t('info.date')}
                    required
                    error={issueAt('certificateDate')}
                    errorTestId="reissue-date-error"
                  >
                    <DateInput
                      value={draft.certificateDate}
                      max={businessToday()}
                      onChange={(e) => patch({ certificateDate: e.target.value })}
                      data-testid="reissue-date"
                    />
                  </FormField>
                </Grid>
              </Stack>
            )}
          </Stack>
        </SectionCard>
      </StepForm>
      <FeeBasis quote={quote} />
    </Grid>
  )
}
