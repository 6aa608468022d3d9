import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import type { Hit, Watch } from '../../api/schemas/monitoring'
import { ResultHitCard } from './result-hit-card'

const hit: Hit = {
  id: 'h1',
  watchId: 'w1',
  issueNo: 2009,
  publishedOn: '2026-11-27',
  section: 'preliminary',
  note: { zh: '初步审定', en: 'Preliminary approval' },
  markId: 'TM80000001',
  applicationNo: '78018326',
  name: 'YUNSHANN',
  imageUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  markKind: 'word',
  applicant: { id: 'p', zh: '上海鲸鹏实业有限公司', en: 'Shanghai JingPeng Industrial Co., Ltd.' },
  country: 'CN',
  classes: ['09', '35'],
  goods: { zh: ['计算机'], en: ['computers'] },
  filingDate: '2026-04-24',
  status: { code: 3, zh: '初审公告', en: 'Preliminary approval' },
  similarity: {
    score: 92,
    level: 'high',
    reasons: ['query-in-name'],
    classOverlap: { classes: ['09'], groups: ['0901'] },
    imageDistance: null,
  },
  matchedBy: 'mark',
  tier: 'high',
  recommendedAction: 'oppose',
  oppositionDeadline: '2027-02-27',
  daysLeft: 12,
  read: false,
}
const watch = { id: 'w1', watchedRegNo: '35126502' } as Watch

const renderCard = (h: Hit, onRead = vi.fn()) => {
  renderWithApp(<ResultHitCard hit={h} watch={watch} onRead={onRead} />, { route: '/', server: false })
  return onRead
}

describe('ResultHitCard', () => {
  it('shows a deadline within 15 days in red, the reasons worded for a watch, and Oppose citing the watched mark', async () => {
    renderCard(hit)
    expect(await screen.findByTestId('hit-deadline')).toHaveAttribute('data-tone', 'urgent')
    expect(screen.getByTestId('hit-deadline')).toHaveTextContent('12 days left')
    expect(screen.getByTestId('hit-similarity')).toHaveTextContent('Similarity 92')
    expect(screen.getByTestId('hit-similarity')).toHaveTextContent('Contains the watched words')
    const oppose = screen.getByRole('link', { name: 'Oppose YUNSHANN' })
    const href = new URL(oppose.getAttribute('href')!, 'http://x')
    expect(href.pathname).toBe('/opposition/extension/selectTrademark')
    // The router writes number-like text as JSON strings.
    expect(JSON.parse(href.searchParams.get('marks')!)).toBe('78018326')
    expect(JSON.parse(href.searchParams.get('cited')!)).toBe('35126502')
  })

  it('marks an unread hit read when opened, once; a read hit is not marked again', async () => {
    const onRead = renderCard(hit)
    const open = await screen.findByRole('button', { name: 'Open' })
    open.click()
    expect(await screen.findByTestId('hit-details')).toHaveTextContent('computers')
    expect(onRead).toHaveBeenCalledTimes(1)
    expect(onRead).toHaveBeenCalledWith(hit)
  })

  it('offers no Oppose once the period is over, and says so in grey', async () => {
    const onRead = renderCard({ ...hit, read: true, daysLeft: -3, recommendedAction: 'none' })
    expect(await screen.findByTestId('hit-deadline')).toHaveAttribute('data-tone', 'passed')
    expect(screen.getByTestId('hit-deadline')).toHaveTextContent('Opposition period over')
    expect(screen.queryByTestId('hit-oppose')).toBeNull()
    ;(await screen.findByRole('button', { name: 'Open' })).click()
    await screen.findByTestId('hit-details')
    expect(onRead).not.toHaveBeenCalled()
  })
})
