import { Badge, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { caseGrantQuery } from '../../api/case-grant'
import type { SeatsView } from '../../api/schemas/team'
import { seatOrdersQuery } from '../../api/team'
import { can } from '../../domain/cases/authorities'
import { FactList } from '../kit/fact-list'
import { Money } from '../kit/money'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { StatFigure } from '../kit/stat-figure'
import { useRootState } from '../../state/root'

/**
 * /brandManageAccount: the brand-management (case manager) account: its plan, who the session acts as and what
 * the role allows, the member seats and their orders. `seats` renders the team area's seat card (bought and
 * paid there), placed by the route.
 */
export function AccountBrandPage({ seats }: { seats: (view: SeatsView, manage: boolean) => ReactNode }) {
  const { t } = useTranslation('watchResults')
  const { lang } = useRootState()
  const { data: grant } = useSuspenseQuery(caseGrantQuery())
  const { data: orders } = useSuspenseQuery(seatOrdersQuery())
  const view = orders.seats
  const unpaid = orders.list.filter((o) => o.status === 'unpaid').length
  const role = lang === 'en' ? grant.roleNameEn : grant.roleName
  return (
    <Stack gap="4" data-testid="brand-account-page">
      <PageHeader
        title={t('brandAccount.title')}
        description={t('brandAccount.intro')}
        aside={
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/userList">{t('brandAccount.toTeam')}</RouterLink>
            </Button>
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/managementHome">{t('brandAccount.toHome')}</RouterLink>
            </Button>
          </HStack>
        }
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <StatFigure
          label={t('brandAccount.plan')}
          value={t(`brandAccount.plans.${view.plan}`)}
          help={t('brandAccount.included', { count: view.included })}
          testId="brand-account-plan"
        />
        <StatFigure
          label={t('brandAccount.seats')}
          value={t('brandAccount.seatsValue', { used: view.used, total: view.total })}
          help={t('brandAccount.bought', { count: view.bought })}
          tone={view.used >= view.total ? 'orange.fg' : undefined}
          testId="brand-account-seats"
        />
        <StatFigure
          label={t('brandAccount.unpaid')}
          value={unpaid}
          help={
            <HStack as="span" gap="1">
              {t('brandAccount.seatPrice')} <Money as="span" amount={view.seatPrice} currency="CNY" />
            </HStack>
          }
          testId="brand-account-unpaid"
        />
      </SimpleGrid>
      <SectionCard title={t('brandAccount.youTitle')} size="sm">
        <FactList
          rows={[
            [t('brandAccount.member'), grant.memberName],
            [
              t('brandAccount.role'),
              <HStack key="role" gap="2">
                <span>{role}</span>
                {grant.owner ? <Badge colorPalette="purple">{t('brandAccount.owner')}</Badge> : null}
              </HStack>,
            ],
            [
              t('brandAccount.manage'),
              can(grant, 'team.manage') ? t('brandAccount.canManage') : t('brandAccount.cannotManage'),
            ],
            [
              t('brandAccount.scope'),
              grant.applicants === null ? t('brandAccount.allApplicants') : grant.applicants.join('、'),
            ],
          ]}
        />
      </SectionCard>
      {seats(view, can(grant, 'team.manage'))}
    </Stack>
  )
}
