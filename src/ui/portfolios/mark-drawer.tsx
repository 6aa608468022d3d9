import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Image,
  Portal,
  Stack,
  Tag,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useCaseGrant } from '../../api/case-grant'
import { changedMarkQuery, markDetailQuery, markTermQuery } from '../../api/portfolios'
import { FactList } from '../kit/fact-list'
import { QueryPanel } from '../kit/query-panel'
import { useAddToCases } from './use-add-to-cases'
import { errorText, usePortfolioText } from './use-portfolio-text'

export interface MarkDrawerProps {
  markId: string | null
  onClose: () => void
  /** Left out where labels are not edited (the updates page). */
  onEditLabels?: (markId: string, labels: string[]) => void
  /** 'changes': opened from a register update (globalExtendController/queryMyTmDetails). */
  from?: 'list' | 'changes'
}

/** One followed mark: the register's facts, its term and open deadlines, goods, events and the account's labels. */
export function MarkDrawer({ markId, onClose, onEditLabels, from = 'list' }: MarkDrawerProps) {
  const { t } = usePortfolioText()
  return (
    <Drawer.Root open={markId !== null} onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mark-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('drawer.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {markId ? <MarkDetail markId={markId} onEditLabels={onEditLabels} from={from} /> : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('drawer.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

function MarkDetail({
  markId,
  onEditLabels,
  from,
}: {
  markId: string
  onEditLabels: MarkDrawerProps['onEditLabels']
  from: 'list' | 'changes'
}) {
  const { t, pick, date, renewal, markName } = usePortfolioText()
  const detail = useQuery(from === 'changes' ? changedMarkQuery(markId) : markDetailQuery(markId))
  const term = useQuery(markTermQuery(markId))
  const grant = useCaseGrant()
  const addToCases = useAddToCases()
  const kindName = (kind: string) =>
    t(`deadlineKinds.${kind}` as 'deadlineKinds.other', { defaultValue: t('deadlineKinds.other') })
  return (
    <QueryPanel
      query={detail}
      loading={t('drawer.loading')}
      failed={(error) => errorText(error, t('drawer.failed'))}
      spinner={{ alignSelf: undefined }}
    >
      {(m) => (
        <Stack gap="5">
          <HStack gap="4" align="flex-start">
            <Image
              src={m.imageUrl}
              alt={markName(m.name)}
              boxSize="20"
              objectFit="contain"
              borderWidth="1px"
              rounded="md"
            />
            <Stack gap="1">
              <Heading as="h3" size="md" overflowWrap="anywhere">
                {markName(m.name)}
              </Heading>
              <HStack gap="2" wrap="wrap">
                <Badge>{pick(m.statusName)}</Badge>
                {m.caseId ? (
                  <Badge colorPalette="green">{t('drawer.openCase', { id: m.caseId })}</Badge>
                ) : null}
              </HStack>
              {!m.caseId && grant.can('portfolio.manage') && grant.can('case.edit') ? (
                <Button
                  size="xs"
                  colorPalette="blue"
                  alignSelf="flex-start"
                  loading={addToCases.busy}
                  onClick={() => addToCases.add([m.id])}
                  data-testid="drawer-add-case"
                >
                  {t('marks.addToCases')}
                </Button>
              ) : null}
            </Stack>
          </HStack>
          <FactList
            testId="mark-facts"
            rows={[
              [t('drawer.applicant'), pick(m.applicant)],
              [t('drawer.agent'), m.agent ? pick(m.agent) : ''],
              [t('drawer.country'), m.country],
              [t('drawer.applicationNo'), m.applicationNo],
              [t('drawer.registrationNo'), m.registrationNo],
              [t('drawer.filingDate'), date(m.filingDate)],
              [t('drawer.publicationDate'), m.publicationDate ? date(m.publicationDate) : ''],
              [t('drawer.registrationDate'), m.registrationDate ? date(m.registrationDate) : ''],
              [t('drawer.expiryDate'), m.expiryDate ? date(m.expiryDate) : ''],
            ]}
          />
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t('drawer.term')}
            </Heading>
            <QueryPanel
              query={term}
              loading={t('drawer.loading')}
              failed={(error) => errorText(error, t('drawer.failed'))}
              spinner={{ size: 'sm', alignSelf: undefined }}
            >
              {(termData) => (
                <Stack gap="1" fontSize="sm" data-testid="mark-term">
                  <Text>
                    {t('drawer.office')}: {pick(termData.office)}
                  </Text>
                  <Text>
                    {termData.expiryDate
                      ? `${date(termData.expiryDate)} ${renewal(termData)}`
                      : t('drawer.noTerm')}
                  </Text>
                  {termData.deadlines.length ? (
                    <Stack as="ul" gap="1" ps="4">
                      {termData.deadlines.map((d) => (
                        <li key={`${d.kind}-${d.due}`}>
                          {kindName(d.kind)}: {date(d.due)} ({t('drawer.daysLeft', { count: d.daysLeft })})
                        </li>
                      ))}
                    </Stack>
                  ) : (
                    <Text color="fg.muted">{t('drawer.noDeadlines')}</Text>
                  )}
                </Stack>
              )}
            </QueryPanel>
          </Stack>
          <Stack gap="2">
            <HStack justify="space-between">
              <Heading as="h4" size="sm">
                {t('drawer.labels')}
              </Heading>
              {onEditLabels && grant.can('portfolio.manage') ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onEditLabels(m.id, m.labels)}
                  data-testid="drawer-labels"
                >
                  {t('marks.label')}
                </Button>
              ) : null}
            </HStack>
            {m.labels.length ? (
              <HStack gap="2" wrap="wrap">
                {m.labels.map((l) => (
                  <Tag.Root key={l} colorPalette="purple" size="sm">
                    <Tag.Label>{l}</Tag.Label>
                  </Tag.Root>
                ))}
              </HStack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('drawer.noLabels')}
              </Text>
            )}
          </Stack>
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t('drawer.goods')}
            </Heading>
            {m.goods.map((g) => (
              <Box key={g.classNo} fontSize="sm">
                <Text fontWeight="semibold">{t('drawer.classNo', { no: g.classNo })}</Text>
                <Text color="fg.muted">{g.items.map(pick).join('; ')}</Text>
              </Box>
            ))}
          </Stack>
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t('drawer.events')}
            </Heading>
            <Stack as="ol" gap="1" fontSize="sm" ps="0" data-testid="mark-events">
              {m.events.map((e, i) => (
                <HStack as="li" key={`${e.date}-${e.code}-${i}`} listStyleType="none" gap="3">
                  <Text color="fg.muted" minW="24">
                    {date(e.date)}
                  </Text>
                  <Text>{pick(e.name)}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
        </Stack>
      )}
    </QueryPanel>
  )
}
