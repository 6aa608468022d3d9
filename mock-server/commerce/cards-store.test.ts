import { describe, expect, it } from 'vitest'
import { createSeededDb } from '../seeds'
import { cardsOf, defaultCard, findCard, removeCard, setDefaultCard } from './cards-store'

describe('cards store', () => {
  it('seeds 1–3 masked cards per demo account with exactly one default', () => {
    const db = createSeededDb('2026-11-22')
    for (const userId of ['u-demo', 'u-agency', 'u-person']) {
      const cards = cardsOf(db, userId)
      expect(cards.length).toBeGreaterThanOrEqual(1)
      expect(cards.length).toBeLessThanOrEqual(3)
      expect(cards.filter((c) => c.isDefault)).toHaveLength(1)
      for (const card of cards) expect(card.maskedNumber).toBe(`**** **** **** ${card.last4}`)
      expect(JSON.stringify(cards)).not.toMatch(/\d{12,}/)
    }
  })

  it('finds only the member’s own cards and the default one', () => {
    const db = createSeededDb('2026-11-22')
    expect(findCard(db, 'u-demo', 'card-u-demo-2')?.bankCode).toBe('CMB')
    expect(findCard(db, 'u-agency', 'card-u-demo-2')).toBeUndefined()
    expect(defaultCard(db, 'u-demo')?.id).toBe('card-u-demo-1')
    setDefaultCard(db, 'u-demo', 'card-u-demo-2')
    expect(defaultCard(db, 'u-demo')?.id).toBe('card-u-demo-2')
    expect(cardsOf(db, 'u-demo').filter((c) => c.isDefault)).toHaveLength(1)
  })

  it('hands the default flag on when the default card is removed', () => {
    const db = createSeededDb('2026-11-22')
    expect(removeCard(db, 'u-agency', 'card-u-agency-1')).toBe(true)
    expect(defaultCard(db, 'u-agency')?.isDefault).toBe(true)
    expect(removeCard(db, 'u-agency', 'card-u-demo-1')).toBe(false)
    expect(removeCard(db, 'u-person', 'card-u-person-1')).toBe(true)
    expect(defaultCard(db, 'u-person')).toBeUndefined()
  })
})
