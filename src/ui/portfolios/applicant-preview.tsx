import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { applicantMarksQuery } from '../../api/portfolios'
import { LoadFailed } from '../kit/load-failed'
import { errorText, usePortfolioText } from './use-portfolio-text'

/** The newest marks of a register applicant (globalExtendController/queryTmByApplicantId): is it the right one? */
export function ApplicantPreview({ applicantId }: { applicantId: string }) {
  const { t, pick, markName } = usePortfolioText()
  const marks = useQuery(applicantMarksQuery(applicantId, 1))
  if (marks.isPending)
    return <Spinner size="sm" role="status" aria-label={t('followDialog.previewLoading')} />
  if (marks.isError)
    return (
      <LoadFailed
        message={errorText(marks.error, t('followDialog.failed'))}
        onRetry={() => void marks.refetch()}
      />
    )
  return (
    <Stack gap="1" fontSize="sm" data-testid="applicant-preview">
      <Text color="fg.muted">
        {t('followDialog.previewOf', { shown: marks.data.list.length, total: marks.data.total })}
      </Text>
      <Stack as="ul" gap="1" ps="0">
        {marks.data.list.map((m) => (
          <HStack as="li" key={m.id} listStyleType="none" gap="2" wrap="wrap">
            <Text fontWeight="medium">{markName(m.name)}</Text>
            <Text color="fg.muted">
              {m.applicationNo} · {m.classes.join(', ')}
            </Text>
            <Badge size="sm">{pick(m.statusName)}</Badge>
          </HStack>
        ))}
      </Stack>
    </Stack>
  )
}
