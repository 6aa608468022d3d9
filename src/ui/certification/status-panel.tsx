import { Alert, Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { Certification } from '../../api/schemas/member'
import { businessToday } from '../../domain/clock'
import {
  isReviewOverdue,
  REVIEW_WORKING_DAYS,
  reviewAnswerDue,
  type CertificationStatus,
} from '../../domain/certification'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { SectionCard } from '../kit/section-card'

const PALETTE: Record<CertificationStatus, string> = {
  none: 'gray',
  reviewing: 'orange',
  approved: 'green',
  rejected: 'red',
}

/** Where the verification stands: not yet, under review (with the promised answer day), verified or rejected. */
export function StatusPanel({ certification }: { certification: Certification | null }) {
  const { t } = useTranslation('certification')
  const { lang } = useRootState()
  const status: CertificationStatus = certification?.status ?? 'none'
  const date = (at: string | null) => (at ? formatDate(at, lang) : '')
  const days = REVIEW_WORKING_DAYS
  return (
    <SectionCard
      title={t('status.heading')}
      testId="certification-status"
      actions={
        <Badge
          colorPalette={PALETTE[status]}
          size="lg"
          data-testid="certification-badge"
          data-status={status}
        >
          {t(`status.${status}`)}
        </Badge>
      }
    >
      {!certification ? (
        <Text>{t('status.noneText', { days })}</Text>
      ) : certification.status === 'reviewing' ? (
        <Stack gap="2">
          <Text data-testid="certification-due">
            {t('status.reviewingText', {
              submitted: date(certification.submittedAt),
              days,
              due: formatDate(reviewAnswerDue(certification.submittedAt), lang),
            })}
          </Text>
          {isReviewOverdue(certification.submittedAt, businessToday()) ? (
            <Text color="fg.warning">{t('status.overdue')}</Text>
          ) : null}
        </Stack>
      ) : certification.status === 'approved' ? (
        <Text>{t('status.approvedText', { date: date(certification.reviewedAt) })}</Text>
      ) : (
        <Stack gap="3">
          <Text>
            {t('status.rejectedText', {
              submitted: date(certification.submittedAt),
              date: date(certification.reviewedAt),
            })}
          </Text>
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('status.reason')}</Alert.Title>
              {/* The reviewer's words, shown as text. */}
              <Alert.Description data-testid="certification-reason" whiteSpace="pre-wrap">
                {certification.rejectReason}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('status.resubmit')}
            </Text>
          </HStack>
        </Stack>
      )}
    </SectionCard>
  )
}
