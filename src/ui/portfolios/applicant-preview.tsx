import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { applicantMarksQuery } from '../../api/portfolios'
import { QueryPanel } from '../kit/query-panel'
import { errorText, usePortfolioText } from './use-portfolio-text'

/** The newest marks of a register applicant (globalExtendController/queryTmByApplicantId): is it the right one? */
export function ApplicantPreview({ applicantId }: { applicantId: string }) {
  const { t, pick, markName } = usePortfolioText()
  const marks = useQuery(applicantMarksQuery(applicantId, 1))
  return (
    <QueryPanel
      query={marks}
      loading={t('followDialog.previewLoading')}
      failed={(error) => errorText(error, t('followDialog.failed'))}
      spinner={{ size: 'sm', alignSelf: undefined }}
    >
      {(data) => (
        <Stack gap="1" fontSize="sm" data-testid="applicant-preview">
          <Text color="fg.muted">
            {t('followDialog.previewOf', { shown: data.list.length, total: data.total })}
          </Text>
          <Stack as="ul" gap="1" ps="0">
            {data.list.map((m) => (
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
      )}
    </QueryPanel>
  )
}
