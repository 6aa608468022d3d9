import { Badge, Button, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react'
import { useMutation, useQueries, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  citedSearchQuery,
  markApplicantQuery,
  opponentsQuery,
  saveOpponentMutation,
} from '../../../api/services-contested'
import { businessToday } from '../../../domain/clock'
import { formatDate } from '../../../domain/format'
import type { MessageKey } from '../../../domain/message-key'
import { supplementaryEvidenceLastDay } from '../../../domain/procedure-deadlines'
import type { Applicant } from '../../../domain/registration/types'
import {
  CONTESTED_FLOWS,
  CITED_MAX,
  FACTS_MAX,
  FACTS_MIN,
  GROUNDS,
  INTEREST_MAX,
  cleanLongText,
  holdsCited,
  raisesRelative,
  relativeGroundsPeriod,
  targetGoods,
  type CitedMark,
  type ContestedDraft,
  type EvidencePlan,
  type GroundId,
  type GroundKind,
} from '../../../domain/services/contested'
import { goodsCount } from '../../../domain/services/mark-goods'
import { useRootState } from '../../../state/root'
import { BookPartyField } from '../../flow/applicants/book-party-field'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { CheckBox } from '../../kit/check-box'
import { ChoiceField } from '../../kit/choice-field'
import { DateInput } from '../../kit/date-input'
import { FactList } from '../../kit/fact-list'
import { FormField } from '../../kit/form-field'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'
import { toastError } from '../../kit/toast'
import { GoodsPicker } from '../mark-goods/goods-picker'
import { useServiceFlow } from '../service-flow'
import { FilingDeadline } from './deadline-facts'
import { useCitedHint } from './cited-hint'

type View = StepViewProps<ContestedDraft>

const KIND_ORDER: readonly GroundKind[] = ['relative', 'absolute', 'nonUse', 'review']

/**
 * perfectInformation of the contested procedures: the contested mark and its deadline, who files (from the
 * applicant book; a refusal review is filed by the application's own applicant), the statutory grounds, the
 * marks cited, the filing party's interest where relative grounds need it, the facts and reasons, the goods
 * concerned and (refusal review, invalidation) the evidence plan. The flow's configuration decides which parts
 * show (CONTESTED_FLOWS).
 */
export function ContestedInformationStep(view: View) {
  const { t } = useTranslation('svcContested')
  const text = useMessage()
  const { lang } = useRootState()
  const { flow } = useServiceFlow<ContestedDraft>()
  const { draft, send, issues, busy } = view
  const spec = CONTESTED_FLOWS[draft.service]
  const target = draft.marks[0]
  const patch = (p: Partial<ContestedDraft>) => send({ type: 'draft.changed', patch: p })
  // Started from a watch hit: the watched mark is cited as the prior right.
  useCitedHint(draft, patch)
  const issueAt = (path: string) => issues.find((i) => i.path === path)?.message
  const name = (zh: string, en: string) => (lang === 'en' ? en || zh : zh || en)

  // A new draft concerns all the contested mark's goods until the user narrows them.
  const allGoods = targetGoods(target)
  const noGoodsYet = spec.goodsConcerned && goodsCount(draft.goods) === 0 && draft.goods.length === 0
  useEffect(() => {
    if (noGoodsYet && allGoods.length > 0) send({ type: 'draft.changed', patch: { goods: allGoods } })
    // Only when the draft has no goods at all yet (an emptied choice stays empty, to be refused).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noGoodsYet, target?.regNo])

  const applicant = useQuery({
    ...markApplicantQuery(draft.service, target?.regNo ?? ''),
    enabled: Boolean(target),
  })

  return (
    <StepForm view={view} submitLabel={t('info.submit')} testId="contested-information">
      <SectionCard
        title={draft.service === 'refusal' ? t('info.ownTitle') : t('info.targetTitle')}
        testId="contested-target"
      >
        <Stack gap="3">
          {target && (
            <FactList
              rows={[
                [t('info.mark'), `${target.name} · ${target.regNo}`],
                [t('info.classes'), target.classes.join(', ')],
                [
                  draft.service === 'refusal' ? t('info.applicant') : t('info.holder'),
                  applicant.data
                    ? name(applicant.data.nameZh, applicant.data.nameEn)
                    : name(target.holderZh, target.holderEn),
                ],
                [
                  t('info.holderAddress'),
                  applicant.data ? name(applicant.data.addressZh, applicant.data.addressEn) : '',
                ],
                [
                  t('info.gazette'),
                  target.contested?.publishedOn
                    ? t('select.published', {
                        issue: target.contested.gazetteIssue ?? '',
                        date: formatDate(target.contested.publishedOn, lang),
                      })
                    : '',
                ],
                [
                  t('info.registered'),
                  target.registrationDate ? formatDate(target.registrationDate, lang) : '',
                ],
              ]}
              testId="contested-target-facts"
            />
          )}
          <FilingDeadline draft={draft} />
          {draft.service === 'Invalidation' && target && <RelativeWindow draft={draft} />}
          {draft.service === 'refusal' && (
            <FormField
              label={t('info.receivedLabel')}
              error={issueAt('receivedOn')}
              helperText={t('info.receivedHelper')}
            >
              <DateInput
                value={draft.receivedOn}
                onChange={(e) => patch({ receivedOn: e.currentTarget.value })}
                min={target?.contested?.refusedOn ?? undefined}
                max={businessToday()}
                disabled={busy}
                data-testid="refusal-received"
              />
            </FormField>
          )}
        </Stack>
      </SectionCard>

      {spec.partyChosen ? (
        <PartySection view={view} />
      ) : (
        <SectionCard title={t('info.applicantTitle')} description={t('info.applicantIntro')}>
          <Text data-testid="refusal-applicant">{target ? name(target.holderZh, target.holderEn) : ''}</Text>
        </SectionCard>
      )}

      <SectionCard
        title={t('info.groundsTitle')}
        description={t('info.groundsIntro')}
        testId="contested-grounds"
      >
        <GroundsField view={view} />
      </SectionCard>

      <SectionCard title={t('info.citedTitle')} description={t('info.citedIntro')} testId="contested-cited">
        <CitedMarksField view={view} />
      </SectionCard>

      <SectionCard title={t('info.factsTitle')} testId="contested-facts">
        <Stack gap="4">
          {spec.partyChosen && raisesRelative(draft) && (!holdsCited(draft) || draft.interest !== '') && (
            <FormField
              label={t('info.interestLabel')}
              error={issueAt('interest')}
              helperText={t('info.interestHelper')}
            >
              <Textarea
                value={draft.interest}
                onChange={(e) => patch({ interest: e.target.value })}
                maxLength={INTEREST_MAX * 2}
                rows={2}
                disabled={busy}
                data-testid="contested-interest"
              />
            </FormField>
          )}
          <FormField
            label={t('info.factsLabel')}
            error={issueAt('facts')}
            helperText={t('info.factsHelper', { min: FACTS_MIN, max: FACTS_MAX })}
            required
          >
            <Textarea
              value={draft.facts}
              onChange={(e) => patch({ facts: e.target.value })}
              maxLength={FACTS_MAX * 2}
              rows={8}
              disabled={busy}
              data-testid="contested-facts-text"
            />
          </FormField>
          <Text fontSize="xs" color="fg.muted" alignSelf="flex-end" data-testid="contested-facts-count">
            {t('info.factsCount', { count: cleanLongText(draft.facts).length, max: FACTS_MAX })}
          </Text>
        </Stack>
      </SectionCard>

      {spec.goodsConcerned && target && (
        <SectionCard title={t('info.goodsTitle')} description={t('info.goodsIntro')} testId="contested-goods">
          <GoodsPicker
            legend={t('info.goodsLegend')}
            registered={allGoods}
            chosen={draft.goods}
            onChange={(goods) => patch({ goods })}
            error={issueAt('goods')}
            disabled={busy}
            testId="contested-goods-picker"
          />
        </SectionCard>
      )}

      {spec.evidencePlan && !spec.reminder && (
        <SectionCard title={t('info.evidenceTitle')} testId="contested-evidence-plan">
          <EvidencePlanField
            draft={draft}
            onChange={(evidencePlan) => patch({ evidencePlan })}
            error={issueAt('evidencePlan')}
          />
        </SectionCard>
      )}

      <flow.Price draft={draft} />
      {issues.length > 0 && issueAt('marks') && <Text color="fg.error">{text(issueAt('marks'))}</Text>}
    </StepForm>
  )
}

/** Invalidation: until when relative grounds may be raised (5 years from registration), or that they may not. */
function RelativeWindow({ draft }: { draft: ContestedDraft }) {
  const { t } = useTranslation('svcContested')
  const { lang } = useRootState()
  const period = draft.marks[0] ? relativeGroundsPeriod(draft.marks[0]) : null
  if (!period) return null
  const closed = businessToday() > period.due
  const date = formatDate(period.due, lang)
  return (
    <Text fontSize="sm" color={closed ? 'orange.fg' : 'fg.muted'} data-testid="relative-window">
      {closed ? t('info.relativeWindowClosed', { date }) : t('info.relativeWindow', { date })}
    </Text>
  )
}

/** The evidence plan: all evidence with the request, or some reserved for the 3 months after filing. */
export function EvidencePlanField({
  draft,
  onChange,
  error,
}: {
  draft: ContestedDraft
  onChange: (plan: EvidencePlan) => void
  error?: MessageKey
}) {
  const { t } = useTranslation('svcContested')
  const text = useMessage()
  const { lang } = useRootState()
  const due = supplementaryEvidenceLastDay(businessToday())
  return (
    <ChoiceField<EvidencePlan | ''>
      label={t('reminder.planTitle')}
      value={draft.evidencePlan}
      options={(['now', 'reserve'] as const).map((value) => ({
        value,
        label: t(`info.evidencePlan.${value}`),
      }))}
      onChange={(plan) => plan && onChange(plan)}
      helper={
        error ? (
          <Text as="span" color="fg.error">
            {text(error)}
          </Text>
        ) : draft.evidencePlan === 'reserve' ? (
          t('info.evidenceReserveNote', { date: formatDate(due.due, lang) })
        ) : undefined
      }
      testId="evidence-plan"
      fullWidth
    />
  )
}

/** Who files: a party of the applicant book (or a new one), the opposition's recent opponents first. */
function PartySection({ view }: { view: View }) {
  const { t } = useTranslation('svcContested')
  const { lang } = useRootState()
  const { draft, send, issues, busy } = view
  const slug = draft.service === 'refusal' ? 'opposition' : draft.service
  const opposition = draft.service === 'opposition'
  const opponents = useQuery({ ...opponentsQuery(), enabled: opposition })
  const keep = useMutation(saveOpponentMutation())
  const choose = (party: Applicant | null, source: 'book' | 'new') => {
    send({ type: 'draft.changed', patch: { party, partySource: source } })
    // The opposition keeps its opponents, offered first next time.
    if (opposition && party?.applicantId)
      keep.mutate({ applicantId: party.applicantId }, { onError: () => toastError(t('info.opponentFailed')) })
  }
  const partyIssue = issues.find((i) => i.path === 'party')?.message
  const recent = (opponents.data?.opponents ?? []).filter((o) => o.applicantId !== draft.party?.applicantId)
  return (
    <SectionCard title={t('info.partyTitle')} description={t('info.partyIntro')} testId="contested-party">
      <Stack gap="3">
        {recent.length > 0 && (
          <HStack gap="2" wrap="wrap" data-testid="recent-opponents">
            <Text fontSize="sm" color="fg.muted">
              {t('info.recentOpponents')}
            </Text>
            {recent.slice(0, 4).map((o) => (
              <Button
                key={o.applicantId}
                size="xs"
                variant="outline"
                disabled={busy}
                onClick={() => choose(o, 'book')}
              >
                {lang === 'en' ? o.nameEn || o.nameZh : o.nameZh || o.nameEn}
              </Button>
            ))}
          </HStack>
        )}
        <BookPartyField
          texts={{
            label: t(`info.partyLabel.${slug}`),
            placeholder: t('info.partyPlaceholder'),
            helper: t('info.partyHelper'),
            create: t('info.partyCreate'),
            dialogTitle: t('info.partyDialog'),
          }}
          value={draft.party}
          onChange={choose}
          error={partyIssue}
          required
          disabled={busy}
          testId="contested-party-field"
        />
      </Stack>
    </SectionCard>
  )
}

/** The statutory grounds this flow offers, by kind, each with its article. */
function GroundsField({ view }: { view: View }) {
  const { t } = useTranslation('svcContested')
  const text = useMessage()
  const { draft, send, issues, busy } = view
  const offered = CONTESTED_FLOWS[draft.service].grounds
  const chosen = new Set(draft.grounds)
  const toggle = (g: GroundId, on: boolean) =>
    send({
      type: 'draft.changed',
      patch: { grounds: offered.filter((x) => (x === g ? on : chosen.has(x))) },
    })
  const issue = issues.find((i) => i.path === 'grounds')?.message
  return (
    <Stack gap="4" role="group" aria-label={t('info.groundsTitle')}>
      {KIND_ORDER.map((kind) => {
        const grounds = offered.filter((g) => GROUNDS[g].kind === kind)
        if (grounds.length === 0) return null
        return (
          <Stack key={kind} gap="2">
            <Text fontWeight="semibold" fontSize="sm">
              {t(`grounds.kinds.${kind}`)}
            </Text>
            {grounds.map((g) => (
              <CheckBox
                key={g}
                checked={chosen.has(g)}
                onChange={(on) => toggle(g, on)}
                disabled={busy}
                testId={`ground-${g}`}
              >
                <Stack gap="0">
                  <Text>{t(`grounds.${g}`)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('grounds.article', { articles: GROUNDS[g].articles })}
                  </Text>
                </Stack>
              </CheckBox>
            ))}
          </Stack>
        )
      })}
      {issue && (
        <Text color="fg.error" fontSize="sm" data-testid="grounds-issue">
          {text(issue)}
        </Text>
      )}
    </Stack>
  )
}

const citedOf = (c: CitedMark): CitedMark => ({ ...c, classes: [...c.classes] })

/** The cited marks: the chosen ones, the refusal's own citations to add, and a search of the register. */
function CitedMarksField({ view }: { view: View }) {
  const { t } = useTranslation('svcContested')
  const text = useMessage()
  const { lang } = useRootState()
  const { draft, send, issues, busy } = view
  const target = draft.marks[0]
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState<string | null>(null)
  const results = useQuery({
    ...citedSearchQuery(keyword ?? '', target?.regNo),
    enabled: keyword !== null,
  })
  // The marks the refusal cited, offered first (a review answers exactly them).
  const refusalCites = draft.service === 'refusal' ? (target?.contested?.refusalCites ?? []) : []
  const suggested = useQueries({
    queries: refusalCites.map((regNo) => citedSearchQuery(regNo, target?.regNo)),
  })
  const cited = new Set(draft.citedMarks.map((c) => c.regNo))
  const set = (citedMarks: CitedMark[]) => send({ type: 'draft.changed', patch: { citedMarks } })
  const add = (c: CitedMark) => !cited.has(c.regNo) && set([...draft.citedMarks, citedOf(c)])
  const full = draft.citedMarks.length >= CITED_MAX
  const holder = (c: CitedMark) => (lang === 'en' ? c.holderEn || c.holderZh : c.holderZh || c.holderEn)
  const row = (c: CitedMark) =>
    t('info.citedRow', {
      regNo: c.regNo,
      classes: c.classes.join(', '),
      holder: holder(c),
      date: c.filedOn ? formatDate(c.filedOn, lang) : '—',
    })
  const issue = issues.find((i) => i.path === 'citedMarks')?.message
  const suggestions = suggested
    .map((q, i) => q.data?.list.find((c) => c.regNo === refusalCites[i]))
    .filter((c): c is CitedMark => c !== undefined && !cited.has(c.regNo))
  return (
    <Stack gap="4">
      {draft.citedMarks.length === 0 ? (
        <Text color={issue ? 'fg.error' : 'fg.muted'} data-testid="cited-empty">
          {issue ? text(issue) : t('info.citedEmpty')}
        </Text>
      ) : (
        <Stack as="ul" gap="2" data-testid="cited-list">
          {draft.citedMarks.map((c, i) => {
            const own = issues.find((x) => x.path === `citedMarks.${i}`)?.message
            return (
              <HStack
                as="li"
                key={c.regNo}
                justify="space-between"
                gap="3"
                wrap="wrap"
                borderWidth="1px"
                rounded="md"
                p="2"
                data-testid="cited-mark"
              >
                <Stack gap="0">
                  <Text fontWeight="medium">{c.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {row(c)}
                  </Text>
                  {own && (
                    <Text fontSize="sm" color="fg.error">
                      {text(own)}
                    </Text>
                  )}
                </Stack>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => set(draft.citedMarks.filter((x) => x.regNo !== c.regNo))}
                >
                  {t('info.citedRemove')}
                </Button>
              </HStack>
            )
          })}
          {issue && (
            <Text as="li" listStyleType="none" color="fg.error" fontSize="sm">
              {text(issue)}
            </Text>
          )}
        </Stack>
      )}
      {suggestions.length > 0 && (
        <Stack gap="2" data-testid="refusal-cites">
          <Text fontSize="sm" fontWeight="semibold">
            {t('info.citedFromRefusal')}
          </Text>
          {suggestions.map((c) => (
            <HStack key={c.regNo} justify="space-between" gap="3" wrap="wrap">
              <Text fontSize="sm">
                {c.name} · {row(c)}
              </Text>
              <Button size="xs" variant="outline" disabled={busy || full} onClick={() => add(c)}>
                {t('info.citedAdd')}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {/* Inside the step's form: Enter searches instead of submitting the step. */}
      <HStack gap="2">
        <Input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            setKeyword(typed.trim())
          }}
          placeholder={t('info.citedSearch')}
          aria-label={t('info.citedSearch')}
          maxLength={100}
          disabled={busy}
          data-testid="cited-search"
        />
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => setKeyword(typed.trim())}
          data-testid="cited-search-submit"
        >
          {t('info.citedSearchButton')}
        </Button>
      </HStack>
      {keyword !== null &&
        (results.isPending ? (
          <Spinner size="sm" role="status" aria-label={t('info.citedSearch')} />
        ) : results.isError ? (
          <Text color="fg.error">{t('info.citedFailed')}</Text>
        ) : results.data.list.length === 0 ? (
          <Text color="fg.muted">{t('info.citedNone')}</Text>
        ) : (
          <Stack as="ul" gap="1" data-testid="cited-results">
            {results.data.list.map((c) => (
              <HStack
                as="li"
                key={c.regNo}
                justify="space-between"
                gap="3"
                wrap="wrap"
                data-testid="cited-result"
              >
                <Stack gap="0">
                  <HStack gap="2">
                    <Text fontWeight="medium">{c.name}</Text>
                    {target && c.holderZh === target.holderZh && <Badge>{t('info.sameHolder')}</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {row(c)}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={busy || full || cited.has(c.regNo)}
                  onClick={() => add(c)}
                  data-testid={`cite-${c.regNo}`}
                >
                  {t('info.citedAdd')}
                </Button>
              </HStack>
            ))}
            {results.data.total > results.data.list.length && (
              <Text as="li" listStyleType="none" fontSize="sm" color="fg.muted">
                {t('info.citedMore', { shown: results.data.list.length, total: results.data.total })}
              </Text>
            )}
          </Stack>
        ))}
    </Stack>
  )
}
