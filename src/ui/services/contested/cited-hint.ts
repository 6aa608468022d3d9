import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { citedSearchQuery } from '../../../api/services-contested'
import type { ContestedDraft } from '../../../domain/services/contested'

// A page that starts an opposition can name the prior mark it rests on (`?cited=<regNo>` beside
// `?marks=<regNo>`; the watch results' "Oppose"). The route keeps it for the opposed mark until the
// information step cites it (sessionStorage: this tab only), since the wizard's own URLs drop it.
const KEY = 'contestedCited:'

/** Remembers that opposing `target` cites the prior mark `cited`. */
export function keepCitedHint(target: string, cited: string): void {
  try {
    sessionStorage.setItem(KEY + target, cited)
  } catch {
    // A blocked storage loses the hint: the user cites the mark by hand.
  }
}

const hintFor = (target: string | undefined): string | null => {
  try {
    return target ? sessionStorage.getItem(KEY + target) : null
  } catch {
    return null
  }
}

/**
 * On a draft that cites nothing yet, cites the mark remembered for its contested mark (with the prior-mark
 * ground when no ground is chosen), once: the hint is dropped whether the register finds the mark or not.
 */
export function useCitedHint(
  draft: ContestedDraft,
  cite: (patch: Pick<ContestedDraft, 'citedMarks' | 'grounds'>) => void,
): void {
  const target = draft.marks[0]?.regNo
  const hinted = draft.citedMarks.length === 0 ? hintFor(target) : null
  const found = useQuery({ ...citedSearchQuery(hinted ?? '', target), enabled: hinted !== null })
  useEffect(() => {
    if (!hinted || !target || !found.data) return
    sessionStorage.removeItem(KEY + target)
    const mark = found.data.list.find((c) => c.regNo === hinted)
    if (!mark) return
    cite({
      citedMarks: [{ ...mark, classes: [...mark.classes] }],
      grounds: draft.grounds.length ? draft.grounds : ['priorMark'],
    })
    // Once, when the search answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found.data])
}
