import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { rootStore } from '../../state/root'
import { FilterBar } from './filter-bar'

const DEFAULTS = { analyzeApplicant: '', chooseCountry: 'CN', yearBeginDate: 2014, yearEndDate: 2024 }

afterEach(() => {
  rootStore.analyzeChoose = { ...DEFAULTS }
})

describe('FilterBar', () => {
  it('refuses years out of order or out of range, keeping what was typed and the filter unchanged', async () => {
    const { user } = renderWithApp(<FilterBar />, { server: false })
    const from = screen.getByLabelText('Filed from (year)')
    const to = screen.getByLabelText('Filed to (year)')
    await user.clear(from)
    await user.type(from, '2023')
    await user.clear(to)
    await user.type(to, '2018')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('The start year cannot be later than the end year')).toBeVisible()
    expect(from).toHaveValue('2023')
    expect(rootStore.analyzeChoose).toEqual(DEFAULTS)

    await user.clear(from)
    await user.type(from, '1989')
    await user.clear(to)
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findAllByText('Choose a year between 1990 and 2050')).toHaveLength(2)
    expect(rootStore.analyzeChoose).toEqual(DEFAULTS)
  })

  it('writes a valid filter to the root state the charts read, and resets it', async () => {
    const { user } = renderWithApp(<FilterBar />, { server: false })
    await user.type(screen.getByLabelText('Applicant'), ' Huawei ')
    await user.selectOptions(screen.getByTestId('filter-office'), 'ALL')
    await user.clear(screen.getByLabelText('Filed from (year)'))
    await user.type(screen.getByLabelText('Filed from (year)'), '2018')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(rootStore.analyzeChoose).toEqual({
      analyzeApplicant: 'Huawei',
      chooseCountry: 'ALL',
      yearBeginDate: 2018,
      yearEndDate: 2024,
    })
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(rootStore.analyzeChoose).toEqual(DEFAULTS)
    expect(screen.getByLabelText('Filed from (year)')).toHaveValue('2014')
  })
})
