import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { caseAgentsQuery } from '../../../api/case-detail'
import { EmptyState } from '../../kit/empty-state'
import { FactList } from '../../kit/fact-list'
import { QueryPanel } from '../../kit/query-panel'
import { SectionCard } from '../../kit/section-card'
import { useCaseWords } from './use-case-words'

/** The agent firm of the case and the team members who work on it, with what ties each to it. */
export function CaseAgents({ caseId }: { caseId: string }) {
  const { t } = useTranslation('caseDetail')
  const { lang } = useCaseWords()
  const agents = useQuery(caseAgentsQuery(caseId))
  return (
    <QueryPanel
      query={agents}
      loading={t('loading')}
      failed={t('agents.loadFailed')}
      spinner={{ alignSelf: undefined }}
    >
      {({ agent, involved }) => (
        <Stack gap="4" data-testid="case-agents">
          <SectionCard title={t('agents.agentTitle')} size="sm">
            {agent ? (
              <Stack gap="1">
                <Text fontWeight="medium">{agent.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('agents.agentCases', { count: agent.caseCount })}
                </Text>
              </Stack>
            ) : (
              <Text color="fg.muted">{t('agents.noAgent')}</Text>
            )}
          </SectionCard>
          <SectionCard title={t('agents.teamTitle')} size="sm">
            {involved.length === 0 ? (
              <EmptyState title={t('agents.noTeam')} />
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {involved.map((m) => (
                  <Stack
                    key={m.id}
                    gap="2"
                    borderWidth="1px"
                    borderRadius="md"
                    p="3"
                    data-testid="case-member"
                  >
                    <Text fontWeight="medium">{m.name}</Text>
                    <HStack gap="1" wrap="wrap">
                      {m.involvement.map((why) => (
                        <Badge key={why} colorPalette={why === 'assignee' ? 'blue' : 'gray'}>
                          {t(`agents.involvement.${why}`)}
                        </Badge>
                      ))}
                    </HStack>
                    <FactList
                      rows={[
                        [t('agents.role'), lang === 'en' ? m.roleNameEn || m.roleName : m.roleName],
                        [
                          t('agents.department'),
                          (lang === 'en' ? m.departmentNameEn : m.departmentName) || '—',
                        ],
                        [t('agents.email'), m.email],
                      ]}
                    />
                  </Stack>
                ))}
              </SimpleGrid>
            )}
          </SectionCard>
        </Stack>
      )}
    </QueryPanel>
  )
}
