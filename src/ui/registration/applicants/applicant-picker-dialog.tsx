import { Alert, Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { applicantsPageQuery } from '../../../api/registration-applicants'
import { APPLICANT_PAGE_SIZE, type ApplicantView } from '../../../api/schemas/registration-applicants'
import {
  applicantRoom,
  refuseApplicant,
  type ApplicantSlot,
} from '../../../domain/registration/applicant-selection'
import type { ApplicantsSelection, RegistrationRegion } from '../../../domain/registration/types'
import { EmptyState } from '../../kit/empty-state'
import { FormDialog } from '../../kit/form-dialog'
import { Pagination } from '../../kit/pagination'
import { PickerRow } from './applicant-picker-row'
import { useApplicantText } from '../../flow/applicants/use-applicant-text'

export type PickerMode = { role: 'main' } | { role: 'joint' } | { role: 'joint'; index: number }

export interface ApplicantPickerDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Main applicant (one, radio), new joint applicants (several, checkboxes) or one joint applicant replaced. */
  mode: PickerMode
  region: RegistrationRegion
  selection: ApplicantsSelection
  onConfirm: (chosen: ApplicantView[]) => void
  /** Opens the new-applicant form instead. */
  onCreate?: () => void
}

type Kind = 'all' | 'enterprise' | 'individual'
type Origin = 'all' | 'mainland' | 'foreign'

/**
 * Choosing from the account's applicants: search (names, credit code, ID number), type and region filters,
 * 10 a page. Anyone who cannot take the slot shows why (already chosen, Madrid domicile); picking one more
 * than MAX_APPLICANTS is refused with the reason.
 */
export function ApplicantPickerDialog(props: ApplicantPickerDialogProps) {
  // Every opening starts afresh (no search, nothing ticked, page 1): a new picker is keyed per opening.
  const [openings, setOpenings] = useState(0)
  const [wasOpen, setWasOpen] = useState(props.open)
  if (props.open !== wasOpen) {
    setWasOpen(props.open)
    if (props.open) setOpenings((n) => n + 1)
  }
  return <Picker key={openings} {...props} />
}

function Picker({
  open,
  mode,
  region,
  selection,
  onConfirm,
  onOpenChange,
  onCreate,
}: ApplicantPickerDialogProps) {
  const { t, refusal } = useApplicantText()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [kind, setKind] = useState<Kind>('all')
  const [origin, setOrigin] = useState<Origin>('all')
  const filterKey = `${keyword}|${kind}|${origin}`
  // The page belongs to the filters it was chosen under: new filters start again at page 1.
  const [paging, setPaging] = useState({ filterKey, page: 1 })
  const page = paging.filterKey === filterKey ? paging.page : 1
  const setPage = (next: number) => setPaging({ filterKey, page: next })
  const [chosen, setChosen] = useState<ApplicantView[]>([])
  const [notice, setNotice] = useState<string | null>(null)
  const multi = mode.role === 'joint' && !('index' in mode)
  const slot: ApplicantSlot =
    mode.role === 'main' ? mode : 'index' in mode ? { role: 'joint', index: mode.index } : { role: 'joint' }

  // Typing searches after a short pause; Enter or the button searches at once.
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 350)
    return () => clearTimeout(timer)
  }, [typed])

  const query = useQuery({
    ...applicantsPageQuery({ pageNum: page, pageSize: APPLICANT_PAGE_SIZE, keyword, kind, origin }),
    placeholderData: keepPreviousData,
    enabled: open,
  })
  const data = query.data

  // In multi mode, those ticked here count as already added (for duplicates and the limit).
  const withChosen = useMemo<ApplicantsSelection>(
    () => (multi ? { ...selection, joint: [...selection.joint, ...chosen] } : selection),
    [multi, selection, chosen],
  )
  const room = applicantRoom(withChosen)

  const toggle = (row: ApplicantView) => {
    const picked = chosen.some((c) => c.applicantId === row.applicantId)
    if (picked) {
      setChosen(multi ? chosen.filter((c) => c.applicantId !== row.applicantId) : [])
      setNotice(null)
      return
    }
    const refused = refuseApplicant(multi ? withChosen : selection, row, slot, region)
    if (refused) {
      setNotice(refusal(refused))
      return
    }
    setNotice(null)
    setChosen(multi ? [...chosen, row] : [row])
  }

  // One stable handler for the memoised rows; it always runs the latest toggle.
  const latestToggle = useRef(toggle)
  useLayoutEffect(() => {
    latestToggle.current = toggle
  })
  const onToggle = useCallback((row: ApplicantView) => latestToggle.current(row), [])

  const search = (event: FormEvent) => {
    event.preventDefault()
    setKeyword(typed.trim())
  }

  const title =
    mode.role === 'main' ? 'picker.titleMain' : multi ? 'picker.titleJoint' : 'picker.titleReplace'
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t(title)}
      size="lg"
      placement="top"
      scrollBehavior="inside"
      testId="applicant-picker"
      status={
        <>
          {data ? t('picker.total', { count: data.total }) : null}
          {multi
            ? ` · ${t('picker.selected', { count: chosen.length })} · ${t('picker.room', { room })}`
            : null}
        </>
      }
      actions={
        onCreate && data && data.total > 0 ? (
          <Button variant="ghost" onClick={onCreate}>
            {t('editor.create')}
          </Button>
        ) : null
      }
      cancelLabel={t('picker.cancel')}
      closeLabel={t('picker.close')}
      submit={{
        label: t('picker.confirm'),
        disabled: chosen.length === 0,
        onClick: () => onConfirm(chosen),
      }}
    >
      <Stack gap="3">
        <form role="search" onSubmit={search}>
          <HStack gap="2" wrap="wrap">
            <Input
              flex="1 1 16rem"
              size="sm"
              value={typed}
              maxLength={100}
              placeholder={t('picker.search')}
              aria-label={t('picker.searchLabel')}
              onChange={(e) => setTyped(e.target.value)}
            />
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t('picker.kindLabel')}
                value={kind}
                onChange={(e) => setKind(e.target.value as Kind)}
              >
                <option value="all">{t('picker.kindAll')}</option>
                <option value="enterprise">{t('picker.kindEnterprise')}</option>
                <option value="individual">{t('picker.kindIndividual')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t('picker.originLabel')}
                value={origin}
                onChange={(e) => setOrigin(e.target.value as Origin)}
              >
                <option value="all">{t('picker.originAll')}</option>
                <option value="mainland">{t('picker.originMainland')}</option>
                <option value="foreign">{t('picker.originForeign')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button type="submit" size="sm" variant="outline">
              {t('picker.searchButton')}
            </Button>
          </HStack>
        </form>
        {notice ? (
          <Alert.Root status="warning" size="sm" role="alert" data-testid="picker-notice">
            <Alert.Indicator />
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Root>
        ) : null}
        {query.isError && !data ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              {t('picker.loadFailed')}{' '}
              <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
                {t('picker.retry')}
              </Button>
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {data && data.total === 0 ? (
          <EmptyState title={t('picker.empty')} description={t('picker.emptyHint')}>
            {onCreate ? (
              <Button size="sm" colorPalette="blue" onClick={onCreate}>
                {t('editor.create')}
              </Button>
            ) : null}
          </EmptyState>
        ) : null}
        <Stack
          gap="2"
          role={multi ? 'group' : 'radiogroup'}
          aria-label={t(title)}
          aria-busy={query.isFetching}
        >
          {(data?.list ?? []).map((row) => {
            const picked = chosen.some((c) => c.applicantId === row.applicantId)
            const refused = picked ? null : refuseApplicant(multi ? withChosen : selection, row, slot, region)
            // A full selection is refused on click (with the reason); someone already chosen cannot be picked at all.
            const blocked = refused && refused.reason !== 'tooMany' ? refusal(refused) : null
            return (
              <PickerRow
                key={row.applicantId}
                row={row}
                multi={multi}
                picked={picked}
                blockedReason={blocked}
                onToggle={onToggle}
              />
            )
          })}
        </Stack>
        {data && data.total > APPLICANT_PAGE_SIZE ? (
          <Pagination page={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={setPage} />
        ) : null}
      </Stack>
    </FormDialog>
  )
}
