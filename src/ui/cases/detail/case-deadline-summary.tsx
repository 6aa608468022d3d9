import { Badge, HStack, List, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { CaseDeadlineView } from '../../../api/schemas/cases-detail'
import { SectionCard } from '../../kit/section-card'
import { useCaseWords } from './use-case-words'

/** The deadlines the engine derives for the case today, not yet done: what, when, how long is left. */
export function CaseDeadlineSummary({ deadlines }: { deadlines: CaseDeadlineView[] }) {
  const { t } = useTranslation('caseDetail')
  const words = useCaseWords()
  const open = deadlines.filter((d) => !d.done)
  return (
    <SectionCard title={t('overview.deadlinesTitle')} size="sm" testId="case-deadline-summary">
      {open.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('overview.noDeadlines')}
        </Text>
      ) : (
        <List.Root gap="2" listStyle="none">
          {open.map((d) => (
            <List.Item key={d.key} data-testid="case-deadline" data-kind={d.kind}>
              <HStack gap="2" wrap="wrap" fontSize="sm">
                <Text as="span" fontWeight="medium">
                  {words.deadline(d)}
                </Text>
                <Text as="span">{d.due}</Text>
                <Badge colorPalette={d.daysLeft < 0 ? 'red' : d.daysLeft <= 30 ? 'orange' : 'gray'}>
                  {d.daysLeft < 0
                    ? t('overview.overdue', { count: -d.daysLeft })
                    : t('overview.daysLeft', { count: d.daysLeft })}
                </Badge>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  )
}
