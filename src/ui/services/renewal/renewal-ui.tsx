import { Alert, Badge, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { renewalApi } from '../../../api/renewal'
import { businessToday } from '../../../domain/clock'
import { isHolderOf } from '../../../domain/services/parties'
import { renewalQuote, renewalWizard, type RenewalDraft } from '../../../domain/services/renewal'
import { useRootState } from '../../../state/root'
import { BookPartyField } from '../../flow/applicants/book-party-field'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { FeeBasis } from '../../flow/fee-basis'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'
import type { ServiceFlowUi } from '../service-flow'
import { ServiceWizardPage, type ServiceWizardPageProps } from '../service-wizard-page'
import { useServiceBackLabel } from '../use-back-label'
import { DesignationsSection } from './designations-section'
import { RenewalSummary } from './renewal-summary'

/**
 * perfectInformation of a renewal: the registered holder (from the applicant book or entered new, checked by
 * the same rules as registration's applicants; the holder the office has on record is chosen for you), a
 * Madrid mark's designations to renew, and the price with the late fee of each mark in its grace period.
 */
function RenewalInformationStep(view: StepViewProps<RenewalDraft>) {
  const { t } = useTranslation('svcRenewal')
  const text = useMessage()
  const { lang } = useRootState()
  const { draft, send, issues } = view
  const backLabel = useServiceBackLabel()
  const first = draft.marks[0]?.regNo ?? ''
  const registered = useQuery({ ...renewalApi.holderQuery(first), enabled: first !== '' })
  // The holder on record is chosen once, when the draft names none.
  const filled = useRef(false)
  useEffect(() => {
    if (filled.current || draft.holder || !registered.data?.holder) return
    filled.current = true
    send({ type: 'draft.changed', patch: { holder: registered.data.holder } })
  }, [draft.holder, registered.data, send])
  const holderIssue = issues.find((i) => i.path === 'holder')?.message
  const fieldIssues = issues.filter((i) => i.path.startsWith('holder.'))
  const name = (zh: string, en: string) => (lang === 'en' ? en || zh : zh || en)
  return (
    <StepForm
      view={view}
      submitLabel={t('info.submit')}
      busyLabel={t('info.submitting')}
      backLabel={backLabel}
      testId="renewal-info"
    >
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <SectionCard
            title={t('info.holderTitle')}
            description={t('info.holderIntro')}
            testId="renewal-holder"
          >
            <Stack gap="4">
              <BookPartyField
                texts={{
                  label: t('info.holderLabel'),
                  placeholder: t('info.holderChoose'),
                  helper: t('info.holderNew'),
                  create: t('info.holderCreate'),
                  dialogTitle: t('info.holderCreate'),
                }}
                value={draft.holder}
                onChange={(holder) => send({ type: 'draft.changed', patch: { holder } })}
                error={holderIssue}
                required
                disabled={view.busy}
                testId="renewal-holder-party"
              />
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
          <DesignationsSection
            draft={draft}
            issues={issues}
            disabled={view.busy}
            onChange={(designationsRenewed) =>
              send({ type: 'draft.changed', patch: { designationsRenewed } })
            }
          />
        </Stack>
        <RenewalPrice draft={draft} />
      </Grid>
    </StepForm>
  )
}

/** The price of the renewal from the one price module, with each official fee's basis and the late fees. */
function RenewalPrice({ draft }: { draft: RenewalDraft }) {
  return <FeeBasis quote={renewalQuote(draft, businessToday())} testId="renewal-price" />
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
