import { Box, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { assignedMarks, type AssignmentDraft } from '../../../domain/services/assignment'
import { SectionCard } from '../../kit/section-card'
import { FactList } from '../../kit/fact-list'

/**
 * The assignment order's "Filed assignment" section: the marks assigned (those chosen and the related marks
 * included), both parties, and each related mark kept by the assignor with the reason given. Nothing for an
 * order not filed through the flow (draft null).
 */
export function FiledAssignmentSection({ draft }: { draft: AssignmentDraft | null }) {
  const { t } = useTranslation('svcAssignment')
  if (!draft) return null
  const related = new Set(draft.relatedMarks.map((m) => m.regNo))
  const kept = draft.relatedMarks.filter((m) => draft.relatedChoices[m.regNo]?.include === false)
  const party = (p: { nameZh: string; nameEn: string; addressZh: string; addressEn: string }) =>
    [
      [t('info.nameZh'), p.nameZh],
      [t('info.nameEn'), p.nameEn],
      [t('info.addressZh'), p.addressZh],
      [t('info.addressEn'), p.addressEn],
    ] as [string, string][]
  return (
    <SectionCard title={t('filed.title')} description={t('filed.description')} testId="filed-assignment">
      <Stack gap="5">
        <Box>
          <Text fontWeight="semibold" mb="1">
            {t('filed.marks')}
          </Text>
          <Stack as="ul" gap="1" pl="4" data-testid="filed-marks">
            {assignedMarks(draft).map((m) => (
              <Text as="li" key={m.regNo} fontSize="sm">
                {m.name}{' '}
                <Text as="span" fontFamily="mono">
                  {m.regNo}
                </Text>{' '}
                · {m.classes.join(', ')}
                {related.has(m.regNo) ? ` · ${t('filed.relatedIncluded')}` : ''}
              </Text>
            ))}
          </Stack>
        </Box>
        {draft.assignor ? (
          <Box>
            <Text fontWeight="semibold" mb="1">
              {t('info.assignorTitle')}
            </Text>
            <FactList rows={party(draft.assignor)} testId="filed-assignor" />
          </Box>
        ) : null}
        {draft.assignee ? (
          <Box>
            <Text fontWeight="semibold" mb="1">
              {t('info.assigneeTitle')}
            </Text>
            <FactList rows={party(draft.assignee)} testId="filed-assignee" />
          </Box>
        ) : null}
        <Box data-testid="filed-kept">
          <Text fontWeight="semibold" mb="1">
            {t('filed.kept')}
          </Text>
          {kept.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('filed.none')}
            </Text>
          ) : (
            <Stack as="ul" gap="1" pl="4">
              {kept.map((m) => (
                <Text as="li" key={m.regNo} fontSize="sm">
                  {m.name}{' '}
                  <Text as="span" fontFamily="mono">
                    {m.regNo}
                  </Text>{' '}
                  — {t('filed.keptReason', { reason: draft.relatedChoices[m.regNo]?.reason ?? '' })}
                </Text>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </SectionCard>
  )
}
