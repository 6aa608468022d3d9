import {
  Box,
  Container,
  HStack,
  Link,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { linkOptions, Link as RouterLink, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { caseDeadlinesQuery } from '../../api/case-deadlines'
import { caseListQuery } from '../../api/cases-list'
import { officialDocumentsQuery } from '../../api/official-documents'
import { OFFICE_KINDS } from '../../domain/cases/case-record'
import { CASE_STATUS_GROUP_IDS, statusGroupOf } from '../../domain/cases/case-query'
import type { DueWithin } from '../../domain/cases/deadline-calendar-view'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { LoadFailed } from '../kit/load-failed'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { StatFigure } from '../kit/stat-figure'
import { CaseLink } from './deadline-link'
import { isOverdue, useDeadlineText } from './deadline-text'

/** How far ahead "upcoming" looks. */
const UPCOMING_DAYS: DueWithin = 30
const UPCOMING_SHOWN = 10

/** One figure of the dashboard; the whole card opens its list. */
function Stat({
  label,
  value,
  tone,
  link,
  testId,
}: {
  label: string
  value: ReactNode
  tone?: string
  link: LinkProps
  testId: string
}) {
  return (
    <StatFigure
      testId={testId}
      linked
      tone={tone}
      value={value}
      label={
        <LinkOverlay asChild>
          <RouterLink {...link}>{label}</RouterLink>
        </LinkOverlay>
      }
    />
  )
}

/** A dashboard section: its card, a link to the whole list, and its data's loading and failed states. */
function HomeSection({
  title,
  description,
  testId,
  listLink,
  query,
  retry = true,
  children,
}: {
  title: string
  description?: string
  testId: string
  listLink?: { to: LinkProps['to']; label: string }
  query: { isPending: boolean; isError: boolean; refetch: () => unknown }
  /** A failed load offers to try again (false where another section on the page already does). */
  retry?: boolean
  /** What the section shows once its data is there. */
  children: ReactNode
}) {
  const { t } = useTranslation('deadlines')
  return (
    <SectionCard
      title={title}
      description={description}
      testId={testId}
      actions={
        listLink ? (
          <Link asChild colorPalette="blue" fontSize="sm">
            <RouterLink to={listLink.to}>{listLink.label}</RouterLink>
          </Link>
        ) : undefined
      }
    >
      {query.isPending ? (
        <Skeleton height="24" />
      ) : query.isError ? (
        retry ? (
          <LoadFailed message={t('home.loadFailed')} onRetry={() => void query.refetch()} />
        ) : null
      ) : (
        children
      )}
    </SectionCard>
  )
}

/** A count per bucket, each a link to the list it counts. */
function CountList({ items }: { items: { key: string; label: string; count: number; link: LinkProps }[] }) {
  const { t } = useTranslation('deadlines')
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {items.map((i) => (
        <HStack
          as="li"
          key={i.key}
          justify="space-between"
          py="1"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: 0 }}
        >
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink {...i.link}>{i.label}</RouterLink>
          </Link>
          <Text fontWeight="semibold">{t('home.casesCount', { count: i.count })}</Text>
        </HStack>
      ))}
    </Stack>
  )
}

/** /managementHome: the team's dashboard — upcoming deadlines, cases by status and office, recent documents. */
export function ManagementHome() {
  const { t } = useTranslation('deadlines')
  const { lang } = useRootState()
  const text = useDeadlineText()
  const deadlines = useQuery(caseDeadlinesQuery({}))
  const cases = useQuery(caseListQuery())
  const documents = useQuery(officialDocumentsQuery({ page: 1 }))

  const upcoming = (deadlines.data?.list ?? [])
    .filter((d) => !d.done && d.daysLeft <= UPCOMING_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft)
  const overdue = upcoming.filter(isOverdue).length
  const rows = cases.data?.rows ?? []
  const byStatus = CASE_STATUS_GROUP_IDS.map((g) => ({
    key: g,
    label: t(`statusGroup.${g}`),
    count: rows.filter((r) => statusGroupOf(r.status) === g).length,
    link: { to: '/caseManage', search: { status: g } } as LinkProps,
  })).filter((i) => i.count > 0)
  const byOffice = OFFICE_KINDS.map((k) => ({
    key: k,
    label: t(`officeKind.${k}`),
    count: rows.filter((r) => r.officeKind === k).length,
    link: { to: '/caseManage', search: { office: k } } as LinkProps,
  }))

  return (
    <Container maxW="7xl" py="6">
      <Stack gap="5">
        <PageHeader title={t('home.title')} description={t('home.description')} />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Stat
            testId="stat-cases"
            label={t('home.statTotal')}
            value={cases.data ? rows.length : '—'}
            link={{ to: '/caseManage' }}
          />
          <Stat
            testId="stat-due"
            label={t('home.statDue')}
            value={deadlines.data ? upcoming.length - overdue : '—'}
            // linkOptions checks the search against the route; LinkProps (any route) only takes text values.
            link={linkOptions({ to: '/deadline', search: { within: UPCOMING_DAYS } }) as unknown as LinkProps}
          />
          <Stat
            testId="stat-overdue"
            label={t('home.statOverdue')}
            value={deadlines.data ? overdue : '—'}
            tone={overdue ? 'fg.error' : undefined}
            link={{ to: '/deadline', search: { state: 'overdue' } }}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
          <Box gridColumn={{ lg: 'span 2' }}>
            <HomeSection
              title={t('home.upcomingTitle')}
              description={t('home.upcomingDescription')}
              testId="home-upcoming"
              listLink={{ to: '/deadline', label: t('home.allDeadlines') }}
              query={deadlines}
            >
              {upcoming.length === 0 ? (
                <EmptyState title={t('home.upcomingEmpty')} />
              ) : (
                <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                  {upcoming.slice(0, UPCOMING_SHOWN).map((d) => (
                    <HStack
                      as="li"
                      key={`${d.caseId}|${d.key}`}
                      gap="4"
                      py="2"
                      borderBottomWidth="1px"
                      _last={{ borderBottomWidth: 0 }}
                      align="flex-start"
                    >
                      <Stack gap="0" minW="28">
                        <Text fontWeight="semibold">{formatDate(d.due, lang)}</Text>
                        <Text fontSize="sm" color={isOverdue(d) ? 'fg.error' : 'fg.muted'}>
                          {text.daysLeft(d.daysLeft)}
                        </Text>
                      </Stack>
                      <Stack gap="0" flex="1" minW="0">
                        <CaseLink caseId={d.caseId}>{d.markName}</CaseLink>
                        <Text fontSize="sm">
                          {text.name(d)} · {t(`officeKind.${d.officeKind}`)}
                        </Text>
                      </Stack>
                    </HStack>
                  ))}
                </Stack>
              )}
            </HomeSection>
          </Box>
          <Stack gap="4">
            <HomeSection
              title={t('home.statusTitle')}
              testId="home-status"
              listLink={{ to: '/caseManage', label: t('home.openCases') }}
              query={cases}
            >
              <CountList items={byStatus} />
            </HomeSection>
            <HomeSection title={t('home.officeTitle')} testId="home-offices" query={cases} retry={false}>
              <CountList items={byOffice} />
            </HomeSection>
          </Stack>
        </SimpleGrid>
        <HomeSection
          title={t('home.documentsTitle')}
          testId="home-documents"
          listLink={{ to: '/personal/OfficialManagement', label: t('home.allDocuments') }}
          query={documents}
        >
          {!documents.data?.list.length ? (
            <EmptyState title={t('home.documentsEmpty')} />
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
              {documents.data.list.slice(0, 5).map((doc) => (
                <HStack
                  as="li"
                  key={doc.fileId}
                  justify="space-between"
                  py="2"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                  wrap="wrap"
                >
                  <Link asChild colorPalette="blue" variant="underline">
                    <RouterLink
                      to="/personal/OfficialManagement"
                      search={doc.applicationNo ? { q: doc.applicationNo } : {}}
                    >
                      {lang === 'en' ? doc.titleEn : doc.titleZh} · {doc.markName}
                    </RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(doc.issuedOn, lang)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </HomeSection>
      </Stack>
    </Container>
  )
}
