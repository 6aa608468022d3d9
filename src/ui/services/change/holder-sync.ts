import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { changeHolderQuery, holderMarksQuery } from '../../../api/services-change'
import { changesAddress, changesName, type ChangeDraft } from '../../../domain/services/change'
import type { StepViewProps } from '../../flow/wizard-ui'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Keeps the draft's holder and the holder's other marks in step with the register for the marks chosen: the
 * holder is read from the first mark (all marks share it, selectTrademark checks), and for a mainland change of
 * name or address the register's other marks of that holder are listed for the supplement step.
 */
export function useHolderSync({ draft, send }: Pick<StepViewProps<ChangeDraft>, 'draft' | 'send'>) {
  const first = draft.marks[0]
  const holder = useQuery({
    ...changeHolderQuery(first?.regNo ?? '', first?.country ?? 'CN'),
    enabled: Boolean(first),
  })
  const wantsRelated = draft.region === 'mainland' && (changesName(draft.kind) || changesAddress(draft.kind))
  const registered = holder.data ?? null
  const related = useQuery({
    ...holderMarksQuery(
      registered ?? { nameZh: '', nameEn: '', addressZh: '', addressEn: '' },
      draft.marks.map((m) => m.regNo),
    ),
    enabled: registered !== null && wantsRelated,
  })

  useEffect(() => {
    if (registered && !same(registered, draft.holder))
      send({ type: 'draft.changed', patch: { holder: registered } })
  }, [registered, draft.holder, send])

  const relatedData = related.data?.list
  useEffect(() => {
    const list = wantsRelated ? relatedData : []
    if (list && !same(list, draft.relatedMarks))
      send({ type: 'draft.changed', patch: { relatedMarks: list } })
  }, [wantsRelated, relatedData, draft.relatedMarks, send])

  return {
    loading: holder.isPending || (wantsRelated && registered !== null && related.isPending),
    failed: holder.isError || related.isError,
    retry: () => {
      void holder.refetch()
      if (wantsRelated) void related.refetch()
    },
  }
}
