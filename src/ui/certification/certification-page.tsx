import { Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { canDemoReview } from '../../api/certification'
import { certificationQuery, userInfoQuery } from '../../api/member'
import { needsVerification, REVIEW_WORKING_DAYS } from '../../domain/certification'
import { LoadFailed } from '../kit/load-failed'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { CertificationForm } from './certification-form'
import { DemoReview } from './demo-review'
import { StatusPanel } from './status-panel'
import { SubmittedDetails } from './submitted-details'
import { WaitingServices } from './waiting-services'

/**
 * /personal/enterpriseCertification (also /authentication and /accountInfor/authentication): the company
 * verification of an enterprise or agency account (§3, §5, §6). Not yet verified or rejected: the form (a
 * rejected one filled in with the reason above it); under review: the answer day and what was sent; verified:
 * the verified details. Individual accounts are told they need none.
 */
export function CertificationPage() {
  const { t } = useTranslation('certification')
  const profile = useQuery(userInfoQuery())
  const corporate = profile.data ? needsVerification(profile.data.accountType) : false
  const certification = useQuery({ ...certificationQuery(), enabled: corporate })

  const individual = profile.data?.accountType === 'individual'
  const header = (
    <PageHeader
      title={t('title')}
      description={individual ? t('introIndividual') : t('intro', { days: REVIEW_WORKING_DAYS })}
    />
  )
  const failed = profile.isError || (corporate && certification.isError)
  if (failed)
    return (
      <Stack gap="4">
        {header}
        <LoadFailed
          message={t('failed')}
          onRetry={() => void Promise.all([profile.refetch(), certification.refetch()])}
        />
      </Stack>
    )
  if (!profile.data || (corporate && certification.data === undefined))
    return (
      <Stack gap="4">
        {header}
        <Spinner alignSelf="center" role="status" aria-label={t('loading')} />
      </Stack>
    )
  if (!corporate)
    return (
      <Stack gap="4" data-testid="certification-page">
        {header}
        <SectionCard title={t('individual.title')} testId="certification-individual">
          <Text>{t('individual.text')}</Text>
        </SectionCard>
      </Stack>
    )

  const current = certification.data ?? null
  const status = current?.status ?? 'none'
  return (
    <Stack gap="4" data-testid="certification-page" data-status={status}>
      {header}
      <StatusPanel certification={current} />
      {current && status === 'reviewing' && canDemoReview() ? (
        <DemoReview certificationId={current.id} />
      ) : null}
      {status === 'none' || status === 'rejected' ? (
        <CertificationForm
          // A new answer (a rejection) starts the form again from what was last sent.
          key={current ? `${current.id}-${current.submittedAt}` : 'first'}
          previous={current}
          profile={{
            companyName: profile.data.companyName,
            name: profile.data.name,
            email: profile.data.email,
          }}
        />
      ) : null}
      {current && (status === 'reviewing' || status === 'approved') ? (
        <SubmittedDetails certification={current} />
      ) : null}
      {status !== 'approved' ? <WaitingServices /> : null}
    </Stack>
  )
}
