import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../../tests/render-with-app'
import type { NotificationChoice as Choice } from '../../../domain/registration/types'
import { priorityProofDueDate } from './document-guide'
import { NotificationChoice } from '../../flow/notification-choice'

function Harness({ contact, seen }: { contact: { email: string; mobile: string }; seen: Choice[] }) {
  const [value, setValue] = useState<Choice>({ email: true, sms: false, post: false })
  return (
    <NotificationChoice
      value={value}
      contact={contact}
      onChange={(next) => {
        seen.push(next)
        setValue(next)
      }}
    />
  )
}

function show(contact = { email: 'demo@example.com', mobile: '13800138000' }) {
  const seen: Choice[] = []
  const { user } = renderWithApp(<Harness contact={contact} seen={seen} />, { server: false })
  return { user, seen }
}

describe('NotificationChoice', { timeout: 20_000 }, () => {
  it('says where each notice goes and requires at least one way', async () => {
    const { user, seen } = show()
    expect(screen.getByText('to demo@example.com')).toBeInTheDocument()
    expect(screen.getByText('to 13800138000')).toBeInTheDocument()
    await user.click(screen.getByText('SMS'))
    expect(seen.at(-1)).toEqual({ email: true, sms: true, post: false })
    await user.click(screen.getByText('Email'))
    await user.click(screen.getByText('SMS'))
    expect(seen.at(-1)).toEqual({ email: false, sms: false, post: false })
    expect(screen.getByTestId('notification-error')).toHaveTextContent(
      'Please choose at least one way to be notified',
    )
    await user.click(screen.getByText('Post'))
    expect(screen.queryByTestId('notification-error')).not.toBeInTheDocument()
  })

  it('offers no SMS to an account without a mobile number', () => {
    show({ email: 'demo@example.com', mobile: '' })
    expect(screen.getByText('no mobile number on your account')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /SMS/ })).toBeDisabled()
  })
})

describe('priorityProofDueDate', () => {
  it('is 3 months after the filing day in China, clamped to the month’s end', () => {
    expect(priorityProofDueDate('2026-03-18T06:42:10.000Z', new Date())).toBe('2026-06-18')
    // 20:00 UTC on 30 Nov is already 1 Dec in China.
    expect(priorityProofDueDate('2026-11-30T20:00:00.000Z', new Date())).toBe('2027-03-01')
    expect(priorityProofDueDate(null, new Date('2026-11-30T01:00:00.000Z'))).toBe('2027-02-28')
  })
})
