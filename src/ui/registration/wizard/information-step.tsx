import { Box, Button, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { memo, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { adviserQuery } from '../../../api/registration-drafts'
import { newMark } from '../../../domain/registration/draft'
import { REGISTRATION_FLOWS } from '../../../domain/registration/flows'
import type {
  ApplicantsSelection,
  ClassSelection,
  MadridBasis,
  RegistrationDraft,
  TrademarkDraft,
} from '../../../domain/registration/types'
import { issuesUnder, type DraftIssue } from '../../../domain/registration/validate'
import { StepActions } from '../../flow/step-actions'
import type { StepViewProps } from '../../flow/wizard-ui'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'
import { ApplicantsEditor } from '../applicants/applicants-editor'
import { GoodsEditor } from '../goods/goods-editor'
import { TrademarkEditor } from '../marks/trademark-editor'
import { CountriesEditor } from '../regions/countries-editor'
import { MadridBasisEditor } from '../regions/madrid-basis-editor'
import { PricePanel } from '../regions/price-panel'

const nextKey = (marks: readonly TrademarkDraft[]) => {
  const used = new Set(marks.map((m) => m.key))
  let n = marks.length + 1
  while (used.has(`m${n}`)) n += 1
  return `m${n}`
}

/**
 * fillInInformation: the marks (each with its classes and goods, and its basic mark for Madrid), the
 * applicants, the countries (global, Madrid) and the live price; "confirm and pay" makes the order.
 */
export function InformationStep({ draft, issues, busy, send }: StepViewProps<RegistrationDraft>) {
  const { t } = useTranslation('registration')
  const text = useMessage()
  const config = REGISTRATION_FLOWS[draft.region]
  const [active, setActive] = useState(0)
  const index = Math.min(active, draft.trademarks.length - 1)
  const marks = draft.trademarks

  const setMarks = useCallback(
    (next: TrademarkDraft[]) => send({ type: 'draft.changed', patch: { trademarks: next } }),
    [send],
  )
  const patchMark = useCallback(
    (i: number, patch: Partial<TrademarkDraft>) =>
      setMarks(marks.map((m, j) => (j === i ? { ...m, ...patch } : m))),
    [marks, setMarks],
  )
  const addMark = () => {
    setMarks([...marks, { ...newMark(nextKey(marks)), language: marks[0]?.language ?? 'zh' }])
    setActive(marks.length)
  }
  const removeMark = (i: number) => {
    if (marks.length <= 1) return
    setMarks(marks.filter((_, j) => j !== i))
    setActive(Math.max(0, i - 1))
  }
  const mainName = draft.applicants.main
    ? draft.applicants.main.nameZh || draft.applicants.main.nameEn
    : undefined
  const markIssues = (i: number) => issues.filter((x) => x.path.startsWith(`trademarks.${i}.`)).length

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 340px' }} gap="5" alignItems="start">
      <Stack gap="5" minW="0">
        <SectionCard
          title={t('info.marks.title')}
          description={t('info.marks.description')}
          testId="marks-section"
          actions={
            <Button size="sm" variant="outline" onClick={addMark} disabled={marks.length >= 20}>
              {t('info.marks.add')}
            </Button>
          }
        >
          <Stack gap="4">
            <HStack role="tablist" aria-label={t('info.marks.title')} gap="2" wrap="wrap">
              {marks.map((m, i) => (
                <Button
                  key={m.key}
                  role="tab"
                  aria-selected={i === index}
                  size="sm"
                  variant={i === index ? 'solid' : 'outline'}
                  colorPalette={markIssues(i) > 0 ? 'red' : 'blue'}
                  onClick={() => setActive(i)}
                >
                  {t('info.marks.tab', { n: i + 1, name: m.name || t('info.marks.unnamed') })}
                </Button>
              ))}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {text(issuesUnder(issues, 'trademarks.')[''])}
            </Text>
            {marks[index] && (
              <MarkPanel
                key={marks[index].key}
                draft={draft}
                index={index}
                mark={marks[index]}
                issues={issues}
                applicantName={mainName}
                onPatch={patchMark}
                onRemove={marks.length > 1 ? removeMark : undefined}
              />
            )}
          </Stack>
        </SectionCard>

        <SectionCard
          title={t('info.applicants.title')}
          description={t(`info.applicants.${draft.region}`)}
          testId="applicants-section"
        >
          <ApplicantsEditor
            region={draft.region}
            value={draft.applicants}
            onChange={(next: ApplicantsSelection) =>
              send({ type: 'draft.changed', patch: { applicants: next } })
            }
            errors={issuesUnder(issues, 'applicants.')}
          />
        </SectionCard>

        {config.countries !== 'none' && (
          <SectionCard
            title={t(`info.countries.${config.countries}.title`)}
            description={t(`info.countries.${config.countries}.description`)}
            testId="countries-section"
          >
            <CountriesEditor
              region={config.countries}
              value={draft.countries}
              onChange={(next) => send({ type: 'draft.changed', patch: { countries: next } })}
              errors={issuesUnder(issues, 'countries')}
            />
          </SectionCard>
        )}

        <StepActions issues={issues}>
          <Button
            colorPalette="blue"
            size="lg"
            loading={busy}
            loadingText={t('info.submitting')}
            onClick={() => send({ type: 'step.submitted' })}
            data-testid="info-submit"
          >
            {t('info.submit')}
          </Button>
        </StepActions>
      </Stack>
      <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <PricePanel draft={draft} />
        <AdviserCard />
      </Stack>
    </Grid>
  )
}

const MarkPanel = memo(function MarkPanel({
  draft,
  index,
  mark,
  issues,
  applicantName,
  onPatch,
  onRemove,
}: {
  draft: RegistrationDraft
  index: number
  mark: TrademarkDraft
  issues: readonly DraftIssue[]
  applicantName?: string
  onPatch: (i: number, patch: Partial<TrademarkDraft>) => void
  onRemove?: (i: number) => void
}) {
  const { t } = useTranslation('registration')
  const config = REGISTRATION_FLOWS[draft.region]
  const prefix = `trademarks.${index}.`
  const errors = useMemo(() => issuesUnder(issues, prefix), [issues, prefix])
  const classErrors = useMemo(() => issuesUnder(issues, `${prefix}classes`), [issues, prefix])
  const otherNumbers = draft.trademarks
    .filter((_, j) => j !== index)
    .map((m) => m.basis?.number ?? '')
    .filter(Boolean)
  return (
    <Stack gap="5" data-testid={`mark-${index}`}>
      <TrademarkEditor
        region={draft.region}
        value={mark}
        onChange={(next: TrademarkDraft) => onPatch(index, next)}
        errors={errors}
      />
      <Box borderTopWidth="1px" pt="4">
        <Text fontWeight="semibold" mb="2">
          {t('info.goods.title')}
        </Text>
        <GoodsEditor
          region={draft.region}
          value={mark.classes}
          onChange={(next: ClassSelection[]) => onPatch(index, { classes: next })}
          errors={Object.fromEntries(Object.entries(classErrors).map(([k, v]) => [k.replace(/^\./, ''), v]))}
        />
      </Box>
      {config.needsBasis && (
        <Box borderTopWidth="1px" pt="4">
          <Text fontWeight="semibold" mb="2">
            {t('info.basis.title')}
          </Text>
          <MadridBasisEditor
            value={mark.basis}
            onChange={(next: MadridBasis) => onPatch(index, { basis: next })}
            errors={issuesUnder(issues, `${prefix}basis.`)}
            applicantName={applicantName}
            otherNumbers={otherNumbers}
          />
        </Box>
      )}
      {onRemove && (
        <HStack justify="flex-end">
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onRemove(index)}>
            {t('info.marks.remove')}
          </Button>
        </HStack>
      )}
    </Stack>
  )
})

function AdviserCard() {
  const { t, i18n } = useTranslation('registration')
  const { data } = useQuery(adviserQuery())
  if (!data?.available || !data.adviser) return null
  const en = i18n.language === 'en'
  const a = data.adviser
  return (
    <Card.Root size="sm" data-testid="adviser-card">
      <Card.Body gap="1">
        <Text fontWeight="semibold">{t('adviser.title')}</Text>
        <Text fontSize="sm">{en ? a.name.en : a.name.zh}</Text>
        <Text fontSize="sm" color="fg.muted">
          {a.phone} · {a.email}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {en ? a.hours.en : a.hours.zh}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}
