import {
  Alert,
  Badge,
  Box,
  Grid,
  HStack,
  NativeSelect,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { renewalApi } from '../../../api/renewal'
import { applicantQuery, applicantShortListQuery } from '../../../api/registration-applicants'
import { businessToday } from '../../../domain/clock'
import { formatDate } from '../../../domain/format'
import { pickApplicant } from '../../../domain/registration/applicant-rules'
import { isHolderOf } from '../../../domain/services/parties'
import {
  RENEWAL_OFFICIAL_FEES,
  renewalQuote,
  renewalStatusOf,
  renewalWizard,
  type RenewalDraft,
} from '../../../domain/services/renewal'
import { useRootState } from '../../../state/root'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { FormField } from '../../kit/form-field'
import { useMessage } from '../../kit/message'
import { Money } from '../../kit/money'
import { SectionCard } from '../../kit/section-card'
import { toastError } from '../../kit/toast'
import type { ServiceFlowUi } from '../service-flow'
import { ServiceWizardPage, type ServiceWizardPageProps } from '../service-wizard-page'
import { RenewalSummary } from './renewal-summary'

/**
 * perfectInformation of a renewal: the registered holder (from the applicant book, checked by the same rules
 * as registration's applicants; the holder the office has on record is chosen for you), and the price with
 * the late fee of each mark in its grace period.
 */
function RenewalInformationStep(view: StepViewProps<RenewalDraft>) {
  const { t } = useTranslation('svcRenewal')
  const text = useMessage()
  const { lang } = useRootState()
  const { draft, send, issues } = view
  const first = draft.marks[0]?.regNo ?? ''
  const registered = useQuery({ ...renewalApi.holderQuery(first), enabled: first !== '' })
  const book = useQuery(applicantShortListQuery())
  // The holder on record is chosen once, when the draft names none.
  const filled = useRef(false)
  useEffect(() => {
    if (filled.current || draft.holder || !registered.data?.holder) return
    filled.current = true
    send({ type: 'draft.changed', patch: { holder: registered.data.holder } })
  }, [draft.holder, registered.data, send])
  const chosenId = draft.holder?.applicantId ?? ''
  const client = useQueryClient()
  const [choosing, setChoosing] = useState(false)
  const choose = async (applicantId: string) => {
    if (!applicantId) return send({ type: 'draft.changed', patch: { holder: null } })
    setChoosing(true)
    try {
      const record = await client.fetchQuery(applicantQuery(applicantId))
      send({ type: 'draft.changed', patch: { holder: pickApplicant(record) } })
    } catch {
      toastError(t('info.holderFailed'))
    } finally {
      setChoosing(false)
    }
  }
  const holderIssue = issues.find((i) => i.path === 'holder')?.message
  const fieldIssues = issues.filter((i) => i.path.startsWith('holder.'))
  const name = (zh: string, en: string) => (lang === 'en' ? en || zh : zh || en)
  return (
    <StepForm
      view={view}
      submitLabel={t('info.submit')}
      busyLabel={t('info.submitting')}
      testId="renewal-info"
    >
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 340px' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <SectionCard
            title={t('info.holderTitle')}
            description={t('info.holderIntro')}
            testId="renewal-holder"
          >
            <Stack gap="4">
              <FormField label={t('info.holderLabel')} error={holderIssue} required>
                <HolderSelect
                  value={chosenId}
                  options={book.data ?? []}
                  loading={book.isPending || choosing}
                  onChange={(id) => void choose(id)}
                />
              </FormField>
              {draft.holder && (
                <Box borderWidth="1px" borderRadius="md" p="3" data-testid="renewal-holder-card">
                  <Text fontWeight="semibold">{name(draft.holder.nameZh, draft.holder.nameEn)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {lang === 'en' ? draft.holder.nameZh : draft.holder.nameEn}
                  </Text>
                  <Text fontSize="sm">{name(draft.holder.addressZh, draft.holder.addressEn)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {draft.holder.kind === 'enterprise'
                      ? t('info.uscc', { uscc: draft.holder.uscc || '—' })
                      : t('info.idNumber', { id: draft.holder.idNumber || '—' })}
                  </Text>
                </Box>
              )}
              {fieldIssues.length > 0 && (
                <Alert.Root status="error" data-testid="renewal-holder-issues">
                  <Alert.Indicator />
                  <Box>
                    <Alert.Title>{t('info.holderBroken')}</Alert.Title>
                    <Stack as="ul" gap="0.5" pl="4" mt="1">
                      {fieldIssues.map((i) => (
                        <Text as="li" key={i.path} fontSize="sm">
                          {text(i.message)}
                        </Text>
                      ))}
                    </Stack>
                  </Box>
                </Alert.Root>
              )}
            </Stack>
          </SectionCard>
          <SectionCard title={t('info.marksTitle')} testId="renewal-marks">
            <Stack gap="2">
              {draft.marks.map((m) => {
                const ok = draft.holder ? isHolderOf(draft.holder, m) : null
                return (
                  <HStack key={m.regNo} justify="space-between" gap="3" wrap="wrap">
                    <Stack gap="0">
                      <Text fontWeight="medium">
                        {m.name} ·{' '}
                        <Text as="span" fontFamily="mono">
                          {m.regNo}
                        </Text>
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t('info.registeredHolder', { holder: name(m.holderZh, m.holderEn) })}
                      </Text>
                    </Stack>
                    {ok !== null && (
                      <Badge colorPalette={ok ? 'green' : 'red'} variant="subtle">
                        {ok ? t('info.holderMatches') : t('info.holderDiffers')}
                      </Badge>
                    )}
                  </HStack>
                )
              })}
            </Stack>
          </SectionCard>
        </Stack>
        <RenewalPrice draft={draft} />
      </Grid>
    </StepForm>
  )
}

function HolderSelect({
  value,
  options,
  loading,
  onChange,
}: {
  value: string
  options: readonly { applicantId: string; nameZh: string; nameEn: string }[]
  loading: boolean
  onChange: (applicantId: string) => void
}) {
  const { t } = useTranslation('svcRenewal')
  const { lang } = useRootState()
  if (loading) return <Spinner size="sm" />
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="renewal-holder-select"
      >
        <option value="">{t('info.holderChoose')}</option>
        {options.map((a) => (
          <option key={a.applicantId} value={a.applicantId}>
            {lang === 'en' ? a.nameEn || a.nameZh : a.nameZh || a.nameEn}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/** The price of the renewal: each mark's classes, the late fee of a mark in its grace period, the total. */
function RenewalPrice({ draft }: { draft: RenewalDraft }) {
  const { t } = useTranslation('svcRenewal')
  const { lang } = useRootState()
  const today = businessToday()
  const priced = renewalQuote(draft, today)
  return (
    <SectionCard title={t('price.title')} testId="renewal-price">
      <Stack gap="3">
        {draft.marks.map((m, i) => {
          const lines = priced.lines.filter((l) => l.mark === i)
          const grace = lines.find((l) => l.kind === 'grace')
          const sum = lines.reduce((s, l) => s + l.official + l.service, 0)
          return (
            <Stack key={m.regNo} gap="0.5" data-testid="renewal-price-mark">
              <HStack justify="space-between">
                <Text fontWeight="medium">
                  {m.name} · {t('price.classes', { count: m.classes.length })}
                </Text>
                <Money amount={sum} currency="CNY" />
              </HStack>
              {grace && (
                <HStack
                  justify="space-between"
                  color="orange.fg"
                  fontSize="sm"
                  data-testid="renewal-grace-fee"
                >
                  <Text>{t('price.grace', { count: grace.quantity })}</Text>
                  <Money amount={grace.official + grace.service} currency="CNY" />
                </HStack>
              )}
              {renewalStatusOf(m, today) === 'grace' && m.expiryDate && (
                <Text fontSize="xs" color="fg.muted">
                  {t('price.graceWhy', { date: formatDate(m.expiryDate, lang) })}
                </Text>
              )}
            </Stack>
          )
        })}
        <Separator />
        <HStack justify="space-between" fontSize="sm">
          <Text>{t('price.official')}</Text>
          <Money amount={priced.official} currency="CNY" />
        </HStack>
        <HStack justify="space-between" fontSize="sm">
          <Text>{t('price.service')}</Text>
          <Money amount={priced.service} currency="CNY" />
        </HStack>
        <HStack justify="space-between" fontWeight="semibold">
          <Text>{t('price.total')}</Text>
          <Money amount={priced.total} currency="CNY" data-testid="renewal-total" />
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {t('price.basis', {
            online: RENEWAL_OFFICIAL_FEES.online,
            paper: RENEWAL_OFFICIAL_FEES.paper,
            graceOnline: RENEWAL_OFFICIAL_FEES.graceOnline,
            gracePaper: RENEWAL_OFFICIAL_FEES.gracePaper,
            since: formatDate(RENEWAL_OFFICIAL_FEES.since, lang),
          })}
        </Text>
      </Stack>
    </SectionCard>
  )
}

export const renewalUi: ServiceFlowUi<RenewalDraft> = {
  wizard: renewalWizard,
  api: renewalApi,
  useTexts: function useRenewalTexts() {
    const { t } = useTranslation('svcRenewal')
    return { title: t('title'), intro: t('intro') }
  },
  views: { perfectInformation: RenewalInformationStep },
  Summary: RenewalSummary,
  Price: RenewalPrice,
}

/** The renewal wizard (/management/extension/<step>). */
export function RenewalWizardPage(props: Omit<ServiceWizardPageProps<RenewalDraft>, 'flow'>) {
  return <ServiceWizardPage flow={renewalUi} {...props} />
}
