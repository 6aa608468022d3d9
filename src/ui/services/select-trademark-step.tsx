import { Alert, Badge, Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../domain/format'
import type { Message } from '../../domain/message-key'
import type {
  MarkRowTone,
  ServiceDraftBase,
  ServiceMark,
  ServiceMarkRow,
  ServiceRegion,
} from '../../domain/services/types'
import { useRootState } from '../../state/root'
import { StepForm } from '../flow/step-form'
import type { StepViewProps } from '../flow/wizard-ui'
import { CheckBox } from '../kit/check-box'
import { useMessage } from '../kit/message'
import { SectionCard } from '../kit/section-card'
import { useServiceFlow } from './service-flow'
import { ToggleChips } from '../kit/toggle-chips'
import { useDebouncedValue } from '../kit/use-debounced-value'

const TONE_PALETTE: Readonly<Record<MarkRowTone, string>> = { ok: 'green', warn: 'orange', off: 'gray' }

/** Whether a row matches the search: number, name or holder (Chinese or English). */
const matches = (mark: ServiceMark, q: string) =>
  !q || [mark.regNo, mark.name, mark.holderZh, mark.holderEn].some((v) => v.toLowerCase().includes(q))

/**
 * selectTrademark of every service: the account's marks and its applicants' marks of a region, searchable by
 * number, name and applicant; each row says whether the service is possible for it and why not (the flow's
 * eligibility, answered by the server), at most the flow's number of marks, the chosen ones listed. Marks
 * passed in `?marks=` are chosen on a new draft when they may be; the others are listed with their reason.
 */
export function SelectTrademarkStep(view: StepViewProps<ServiceDraftBase>) {
  const { t } = useTranslation('services')
  const text = useMessage()
  const { lang } = useRootState()
  const { flow, preselect, clearPreselect } = useServiceFlow()
  const { wizard, api } = flow
  const { draft, send, issues } = view
  // A flow that searches on the server asks again once typing pauses; the others filter the list here. A mark
  // handed in by number (`?marks=` from a record page) is searched for, so it is found beyond the first rows.
  const server = flow.serverSearch
  const [query, setQuery] = useState(() =>
    server && preselect.length === 1 && draft.marks.length === 0 ? preselect[0]! : '',
  )
  const keyword = useDebouncedValue(server ? query.trim() : '', 350)
  const marks = useQuery({
    ...api.marksQuery(draft.region, draft.draftId, keyword),
    // While a new search runs, its last answer stays (only for a search: another region's list must not).
    placeholderData: server ? (previous) => previous : undefined,
  })
  const chosen = useMemo(() => new Set(draft.marks.map((m) => m.regNo)), [draft.marks])
  const regNos = draft.marks.map((m) => m.regNo)
  // The chosen set checked by the flow's eligibility call (a mark filed meanwhile is refused here).
  const check = useQuery({
    ...api.eligibilityQuery(draft.region, regNos, draft.draftId),
    enabled: regNos.length > 0,
  })
  const refused = (check.data?.results ?? []).filter((r) => !r.eligibility.ok)
  const full = draft.marks.length >= wizard.maxMarks

  const setMarks = (next: ServiceMark[]) => send({ type: 'draft.changed', patch: { marks: next } })
  const toggle = (row: ServiceMarkRow, on: boolean) =>
    setMarks(on ? [...draft.marks, row.mark] : draft.marks.filter((m) => m.regNo !== row.mark.regNo))
  const setRegion = (region: ServiceRegion) => {
    const productType = wizard.productTypes[region]
    if (productType === undefined || region === draft.region) return
    send({ type: 'draft.changed', patch: { region, productType, marks: [] } })
  }

  // `?marks=` on a new draft: the eligible ones are chosen once, up to the limit; the others say why not.
  const [notTaken, setNotTaken] = useState<{ regNo: string; reason: Message }[]>([])
  const applied = useRef(false)
  useEffect(() => {
    if (applied.current || preselect.length === 0 || !marks.data) return
    applied.current = true
    if (draft.marks.length > 0) return clearPreselect()
    // A number not among this region's marks is reported unknown (the lists that link here are of one region).
    const rows = new Map(marks.data.list.map((r) => [r.mark.regNo, r]))
    const take: ServiceMark[] = []
    const skipped: { regNo: string; reason: Message }[] = []
    for (const regNo of preselect) {
      const row = rows.get(regNo)
      if (!row) skipped.push({ regNo, reason: 'services:issues.markUnknown' })
      else if (!row.eligibility.ok) skipped.push({ regNo, reason: row.eligibility.reason })
      else if (take.length >= wizard.maxMarks) skipped.push({ regNo, reason: 'services:issues.tooManyMarks' })
      else take.push(row.mark)
    }
    setNotTaken(skipped)
    if (take.length) setMarks(take)
    // The search for the handed-in number has done its work: the whole list shows again.
    if (server) setQuery('')
    clearPreselect()
    // Runs once, when the list first arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [marks.data])

  const q = server ? '' : query.trim().toLowerCase()
  const rows = (marks.data?.list ?? []).filter((r) => matches(r.mark, q))
  const total = marks.data?.total
  const markIssue = issues.find((i) => i.path === 'marks')?.message
  const regionIssue = issues.find((i) => i.path === 'region')?.message

  return (
    <StepForm view={view} submitLabel={t('select.next')} testId="select-trademark">
      <SectionCard
        title={t('select.title')}
        description={server ? text(server.intro) : t('select.intro', { max: wizard.maxMarks })}
        testId="service-marks"
      >
        <Stack gap="4">
          {wizard.regions.length > 1 && (
            <ToggleChips
              options={wizard.regions}
              value={draft.region}
              onChange={setRegion}
              text={(r) => t(`regions.${r}`)}
              label={t('select.region')}
              size="sm"
              rounded={false}
              testId="service-regions"
              testIdOf={(r) => `service-region-${r}`}
            />
          )}
          {regionIssue && <Text color="fg.error">{text(regionIssue)}</Text>}
          <Input
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={server ? text(server.placeholder) : t('select.search')}
            aria-label={server ? text(server.placeholder) : t('select.search')}
            maxLength={100}
            data-testid="service-mark-search"
          />
          {notTaken.length > 0 && (
            <Alert.Root status="warning" data-testid="preselect-refused">
              <Alert.Indicator />
              <Box>
                <Alert.Title>{t('select.notTaken')}</Alert.Title>
                <Stack as="ul" gap="0.5" pl="4" mt="1">
                  {notTaken.map((n) => (
                    <Text as="li" key={n.regNo} fontSize="sm">
                      {n.regNo}: {text(n.reason)}
                    </Text>
                  ))}
                </Stack>
              </Box>
            </Alert.Root>
          )}
          {marks.isPending ? (
            <Spinner alignSelf="center" role="status" aria-label={t('select.loading')} />
          ) : marks.isError ? (
            <Stack gap="2" align="flex-start">
              <Text color="fg.error">{t('select.failed')}</Text>
              <Button size="sm" variant="outline" onClick={() => void marks.refetch()}>
                {t('select.retry')}
              </Button>
            </Stack>
          ) : rows.length === 0 ? (
            <Text color="fg.muted" data-testid="service-marks-empty">
              {q || keyword ? t('select.noMatch') : t('select.none')}
            </Text>
          ) : (
            <Stack as="ul" gap="2" data-testid="service-mark-list" aria-busy={marks.isFetching}>
              {total !== undefined && total > rows.length && (
                <Text
                  as="li"
                  listStyleType="none"
                  fontSize="sm"
                  color="fg.muted"
                  data-testid="service-marks-more"
                >
                  {t('select.more', { shown: rows.length, total })}
                </Text>
              )}
              {rows.map((row) => {
                const on = chosen.has(row.mark.regNo)
                return (
                  <MarkRow
                    key={row.mark.regNo}
                    row={row}
                    on={on}
                    disabled={!on && (!row.eligibility.ok || full)}
                    onToggle={(next) => toggle(row, next)}
                    lang={lang}
                    Facts={flow.RowFacts}
                  />
                )
              })}
            </Stack>
          )}
        </Stack>
      </SectionCard>
      <SectionCard
        title={t('select.chosenTitle', { count: draft.marks.length, max: wizard.maxMarks })}
        testId="service-chosen"
      >
        <Stack gap="2">
          {draft.marks.length === 0 ? (
            <Text color={markIssue ? 'fg.error' : 'fg.muted'}>
              {markIssue ? text(markIssue) : t('select.noneChosen')}
            </Text>
          ) : (
            draft.marks.map((m, i) => {
              const issue = issues.find((x) => x.path === `marks.${i}`)?.message
              const refusal = refused.find((r) => r.regNo === m.regNo)?.eligibility
              const reason = issue ?? (refusal && !refusal.ok ? refusal.reason : undefined)
              return (
                <HStack key={m.regNo} justify="space-between" gap="3" wrap="wrap" data-testid="chosen-mark">
                  <Stack gap="0">
                    <Text fontWeight="medium">
                      {m.name} ·{' '}
                      <Text as="span" fontFamily="mono">
                        {m.regNo}
                      </Text>
                    </Text>
                    {reason && (
                      <Text fontSize="sm" color="fg.error" data-testid="chosen-mark-refused">
                        {text(reason)}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => setMarks(draft.marks.filter((x) => x.regNo !== m.regNo))}
                  >
                    {t('select.remove')}
                  </Button>
                </HStack>
              )
            })
          )}
          {full && (
            <Text fontSize="sm" color="fg.muted">
              {t('select.full', { max: wizard.maxMarks })}
            </Text>
          )}
        </Stack>
      </SectionCard>
    </StepForm>
  )
}

function MarkRow({
  row,
  on,
  disabled,
  onToggle,
  lang,
  Facts,
}: {
  row: ServiceMarkRow
  on: boolean
  disabled: boolean
  onToggle: (on: boolean) => void
  lang: 'zh-CN' | 'en'
  Facts?: ComponentType<{ mark: ServiceMark }>
}) {
  const { t } = useTranslation('services')
  const text = useMessage()
  const { mark, eligibility, status, tone } = row
  const holder = lang === 'en' ? mark.holderEn || mark.holderZh : mark.holderZh || mark.holderEn
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      borderColor={on ? 'blue.400' : 'border'}
      bg={on ? 'blue.subtle' : undefined}
      p="3"
      data-testid="service-mark-row"
      data-regno={mark.regNo}
      data-eligible={eligibility.ok}
    >
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <CheckBox checked={on} disabled={disabled} onChange={onToggle} testId={`choose-${mark.regNo}`}>
          <Stack gap="0.5">
            <Text fontWeight="semibold">{mark.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('select.row', { regNo: mark.regNo, classes: mark.classes.join(', '), holder })}
            </Text>
            {mark.expiryDate && !Facts && (
              <Text fontSize="sm" color="fg.muted">
                {t('select.expiry', { date: formatDate(mark.expiryDate, lang) })}
              </Text>
            )}
            {Facts && <Facts mark={mark} />}
          </Stack>
        </CheckBox>
        <Stack gap="1" align="flex-end" maxW={{ base: 'full', md: '50%' }}>
          {status && (
            <Badge colorPalette={TONE_PALETTE[tone]} variant="subtle">
              {text(status)}
            </Badge>
          )}
          {eligibility.ok ? (
            !status && (
              <Badge colorPalette="green" variant="subtle">
                {t('select.possible')}
              </Badge>
            )
          ) : (
            <Text fontSize="sm" color="fg.error" textAlign="end" data-testid="mark-refusal">
              {text(eligibility.reason)}
            </Text>
          )}
        </Stack>
      </HStack>
    </Box>
  )
}
