import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { DateInput } from './date-input'

function Controlled() {
  const [value, setValue] = useState('')
  return (
    <>
      <DateInput aria-label="from" value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value}</output>
    </>
  )
}

function Registered({ onSubmit }: { onSubmit: (values: { from: string }) => void }) {
  const form = useForm({ defaultValues: { from: '' } })
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
      <DateInput aria-label="from" {...form.register('from')} />
      <button type="submit">go</button>
    </form>
  )
}

describe('DateInput', () => {
  it('follows the page language, not the browser: English placeholder and calendar button', () => {
    renderWithApp(<Controlled />, { lang: 'en', server: false })
    const input = screen.getByRole('textbox', { name: 'from' })
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('lang', 'en')
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD')
    expect(screen.getByRole('button', { name: 'Choose a date' })).toBeInTheDocument()
  })

  it('follows the page language in Chinese', () => {
    renderWithApp(<Controlled />, { lang: 'zh-CN', server: false })
    const input = screen.getByRole('textbox', { name: 'from' })
    expect(input).toHaveAttribute('lang', 'zh-CN')
    expect(input).toHaveAttribute('placeholder', '年-月-日')
    expect(screen.getByRole('button', { name: '选择日期' })).toBeInTheDocument()
  })

  it('turns a typed Chinese date into YYYY-MM-DD on leaving the field', async () => {
    const { user } = renderWithApp(<Controlled />, { lang: 'zh-CN', server: false })
    const input = screen.getByRole('textbox', { name: 'from' })
    await user.type(input, '2026年1月5日')
    await user.tab()
    expect(input).toHaveValue('2026-01-05')
    expect(screen.getByRole('status')).toHaveTextContent('2026-01-05')
  })

  it('gives a registered form the date picked in the calendar', async () => {
    const submitted: { from: string }[] = []
    const { user, container } = renderWithApp(<Registered onSubmit={(v) => submitted.push(v)} />, {
      lang: 'en',
      server: false,
    })
    const picker = container.querySelector<HTMLInputElement>('input[type="date"]')!
    fireEvent.change(picker, { target: { value: '2026-03-09' } })
    expect(screen.getByRole('textbox', { name: 'from' })).toHaveValue('2026-03-09')
    await user.click(screen.getByRole('button', { name: 'go' }))
    expect(submitted).toEqual([{ from: '2026-03-09' }])
  })
})
