import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { getRegister, partyById } from '../../../../mock-server/register'
import { renderWithApp } from '../../../../tests/render-with-app'
import type { MessageKey } from '../../../domain/message-key'
import type { MadridBasis } from '../../../domain/registration/types'
import { CountriesEditor } from './countries-editor'
import { MadridBasisEditor } from './madrid-basis-editor'

function Countries({
  region,
  initial = [],
  spy,
  errors,
}: {
  region: 'global' | 'madrid'
  initial?: string[]
  spy?: (next: string[]) => void
  errors?: Record<string, MessageKey>
}) {
  const [value, setValue] = useState(initial)
  return (
    <CountriesEditor
      region={region}
      value={value}
      errors={errors}
      onChange={(next) => {
        spy?.(next)
        setValue(next)
      }}
    />
  )
}

describe('CountriesEditor: global filing', { timeout: 30_000 }, () => {
  it('groups the countries by region with their price and chooses one by click', async () => {
    const spy = vi.fn()
    const { user } = renderWithApp(<Countries region="global" spy={spy} />)
    const list = await screen.findByTestId('country-list')
    expect(within(list).getByRole('region', { name: 'North America' })).toBeInTheDocument()
    const us = within(list).getByTestId('country-US')
    expect(us).toHaveTextContent('United States')
    expect(us).toHaveTextContent(/RMB¥[\d,]+\.\d\d for 1 class/)
    expect(us).toHaveTextContent('Registered in about 12–18 months')
    await user.click(within(us).getByRole('checkbox'))
    expect(spy).toHaveBeenLastCalledWith(['US'])
    expect(screen.getByTestId('chip-US')).toHaveTextContent('United States')
  })

  it('searches by English or Chinese name or code, finding Benelux for the Netherlands', async () => {
    const { user } = renderWithApp(<Countries region="global" />)
    await screen.findByTestId('country-list')
    const search = screen.getByRole('searchbox', { name: 'Search countries and regions' })
    await user.type(search, 'japan')
    await waitFor(() => expect(screen.queryByTestId('country-US')).not.toBeInTheDocument())
    expect(screen.getByTestId('country-JP')).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, '荷兰')
    await waitFor(() => expect(screen.getByTestId('country-BX')).toBeInTheDocument())
    expect(screen.getByTestId('country-BX')).toHaveTextContent('Covers Belgium, Netherlands, Luxembourg')
    await user.clear(search)
    await user.type(search, 'zz')
    expect(await screen.findByTestId('countries-empty')).toHaveTextContent(
      'No country or region matches “zz”.',
    )
  })

  it('chooses and clears a whole region, and shows the draft’s issue', async () => {
    const spy = vi.fn()
    const { user } = renderWithApp(
      <Countries region="global" spy={spy} errors={{ '': 'registration:issues.countryRequired' }} />,
    )
    await screen.findByTestId('country-list')
    expect(screen.getByTestId('countries-error')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Select all of North America' }))
    expect(spy).toHaveBeenLastCalledWith(expect.arrayContaining(['US', 'CA', 'MX']))
    expect(spy.mock.lastCall![0]).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Clear the choices in North America' }))
    expect(spy).toHaveBeenLastCalledWith([])
  })
})

describe('CountriesEditor: Madrid', { timeout: 30_000 }, () => {
  it('lists the members with their fee and asks for the US declaration of use', async () => {
    const { user } = renderWithApp(<Countries region="madrid" />)
    const us = await screen.findByTestId('country-US')
    expect(us).toHaveTextContent('Individual fee')
    expect(us).toHaveTextContent('CHF 311 to WIPO')
    expect(us).toHaveTextContent('Declaration of use (MM18) required')
    expect(screen.getByTestId('country-DE')).toHaveTextContent('Standard fee')
    expect(screen.queryByTestId('country-CN')).not.toBeInTheDocument()
    await user.click(within(us).getByRole('checkbox'))
    expect(await screen.findByTestId('note-US')).toHaveTextContent(/MM18/)
  })

  it('flags a chosen code that is not a member, and lets it be removed', async () => {
    const spy = vi.fn()
    const { user } = renderWithApp(<Countries region="madrid" initial={['HK', 'US']} spy={spy} />)
    expect(await screen.findByText(/HK cannot be chosen here/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove Hong Kong, China' }))
    expect(spy).toHaveBeenLastCalledWith(['US'])
    expect(screen.queryByText(/cannot be chosen here/)).not.toBeInTheDocument()
  })
})

/** A Chinese mark of the register, registered (status 1) or pending examination (status 6). */
function registerMark(status: number) {
  const mark = getRegister().marks.find((m) => m.country === 'CN' && m.status === status)
  if (!mark) throw new Error(`no CN mark with status ${status}`)
  return mark
}

function Basis({
  initial,
  applicantName,
  otherNumbers = [],
  errors,
}: {
  initial: MadridBasis | null
  applicantName?: string
  otherNumbers?: string[]
  errors?: Record<string, MessageKey>
}) {
  const [value, setValue] = useState(initial)
  return (
    <MadridBasisEditor
      value={value}
      onChange={setValue}
      applicantName={applicantName}
      otherNumbers={otherNumbers}
      errors={errors}
    />
  )
}

describe('MadridBasisEditor', { timeout: 30_000 }, () => {
  it('blocks a number another mark of the application already rests on, without looking it up', async () => {
    const mark = registerMark(1)
    const { user } = renderWithApp(<Basis initial={null} otherNumbers={[mark.applicationNo]} />)
    await user.type(screen.getByTestId('basis-number'), mark.applicationNo)
    expect(
      await screen.findByText(/Another trademark of this application already rests on this number/),
    ).toBeInTheDocument()
    expect(screen.getByTestId('basis-number')).toHaveAttribute('aria-invalid', 'true')
    await new Promise((r) => setTimeout(r, 600))
    expect(screen.queryByTestId('basis-record')).not.toBeInTheDocument()
  })

  it('shows the mark found and flags an applicant that is not the application’s', async () => {
    const mark = registerMark(1)
    const record = partyById(mark.applicantId)!
    renderWithApp(
      <Basis
        initial={{ kind: 'registration', number: mark.applicationNo, date: mark.registrationDate ?? '' }}
        applicantName="上海云杉智能科技有限公司"
      />,
    )
    const card = await screen.findByTestId('basis-record', {}, { timeout: 3000 })
    expect(card).toHaveTextContent(mark.name)
    expect(screen.getByTestId('basis-applicant')).toHaveTextContent(record.nameZh)
    const flag = screen.getByTestId('basis-finding-applicantMismatch')
    expect(flag).toHaveRole('alert')
    expect(flag).toHaveTextContent(
      `The applicant of the basic mark (${record.nameEn}) is not the applicant of this application (上海云杉智能科技有限公司)`,
    )
  })

  it('accepts the same applicant by either name, and offers the register’s date', async () => {
    const mark = registerMark(6)
    const record = partyById(mark.applicantId)!
    const { user } = renderWithApp(
      <Basis
        initial={{ kind: 'application', number: mark.applicationNo, date: '' }}
        applicantName={` ${record.nameZh} `}
      />,
    )
    await screen.findByTestId('basis-record', {}, { timeout: 3000 })
    expect(screen.queryByTestId('basis-finding-applicantMismatch')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Use ${mark.filingDate}` }))
    expect(screen.getByTestId('basis-date')).toHaveValue(mark.filingDate)
  })

  it('explains a malformed number and a number the register does not hold', async () => {
    const { user } = renderWithApp(
      <Basis initial={null} errors={{ date: 'registration:issues.basisDateRequired' }} />,
    )
    const input = screen.getByTestId('basis-number')
    await user.type(input, '12ab')
    expect(await screen.findByText('A CNIPA number has 7 or 8 digits and nothing else.')).toBeInTheDocument()
    expect(input).toHaveValue('12AB')
    await user.clear(input)
    const taken = new Set(getRegister().marks.map((m) => m.applicationNo))
    let free = 9_000_001
    while (taken.has(String(free))) free += 1
    await user.type(input, `${free}`)
    expect(await screen.findByTestId('basis-not-found', {}, { timeout: 3000 })).toHaveTextContent(
      String(free),
    )
  })
})
