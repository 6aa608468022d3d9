import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../../tests/render-with-app'
import type { MessageKey } from '../../../domain/message-key'
import type { ClassSelection, GoodsItem, RegistrationRegion } from '../../../domain/registration/types'
import { GoodsEditor } from './goods-editor'

function renderEditor(
  start: ClassSelection[] = [],
  region: RegistrationRegion = 'mainland',
  errors?: Record<string, MessageKey>,
) {
  const seen: ClassSelection[][] = []
  function Harness() {
    const [value, setValue] = useState(start)
    return (
      <GoodsEditor
        region={region}
        value={value}
        errors={errors}
        onChange={(next) => {
          seen.push(next)
          setValue(next)
        }}
      />
    )
  }
  const { user } = renderWithApp(<Harness />)
  return { user, seen, last: () => seen[seen.length - 1] ?? start }
}

const standard = (n: number): GoodsItem => ({
  code: `0901${String(n).padStart(2, '0')}`,
  groupCode: '0901',
  nameZh: `商品${n}`,
  nameEn: `goods ${n}`,
  custom: false,
  verdict: 'accepted',
  verdictNote: null,
})

// Each test renders the editor against the in-page mock; a busy machine needs more than the default 5 s.
const SLOW = 30_000

describe('GoodsEditor', () => {
  it(
    'chooses a class from the 45 headings and ticks standard goods into it',
    async () => {
      const { user, last } = renderEditor()
      expect(screen.getByTestId('goods-summary')).toHaveTextContent('No class chosen yet')
      await user.click(screen.getByTestId('choose-classes'))
      const picker = await screen.findByTestId('class-picker')
      expect(within(picker).getAllByRole('checkbox')).toHaveLength(45)
      expect(within(picker).getByTestId('pick-25')).toHaveTextContent('Clothing, footwear, headwear')
      await user.click(within(picker).getByTestId('pick-09'))
      await user.click(within(picker).getByTestId('class-picker-confirm'))

      expect(await screen.findByTestId('class-tab-09')).toHaveTextContent(
        'Scientific apparatus and computers',
      )
      const phone = await screen.findByTestId('std-090702', {}, { timeout: 5000 })
      expect(phone).toHaveTextContent('智能手机')
      await user.click(within(phone).getByRole('checkbox'))
      await waitFor(() => expect(last()[0]?.goods.map((g) => g.code)).toEqual(['090702']))
      expect(last()[0]?.goods[0]).toMatchObject({ nameEn: 'smartphones', custom: false, verdict: 'accepted' })
      expect(screen.getByTestId('chosen-goods')).toHaveTextContent('智能手机')
      expect(screen.getByTestId('goods-summary')).toHaveTextContent('Classes: 1 · items: 1')

      // Unticking removes it again; the group filter narrows the list.
      await user.click(within(screen.getByTestId('std-090702')).getByRole('checkbox'))
      await waitFor(() => expect(last()[0]?.goods).toEqual([]))
      await user.type(screen.getByTestId('standard-filter'), '耳机')
      await waitFor(() => expect(screen.queryByTestId('std-090101')).not.toBeInTheDocument())
      expect(screen.getByTestId('std-090801')).toBeInTheDocument()
    },
    SLOW,
  )

  it(
    'verifies custom items: an accepted one joins its group, a rejected one is marked with the reason',
    async () => {
      const { user, last } = renderEditor([{ classNo: '09', goods: [] }])
      const input = await screen.findByTestId('custom-input')

      await user.type(input, '折叠屏智能手机')
      await user.click(screen.getByTestId('custom-add'))
      await waitFor(() => expect(last()[0]?.goods).toHaveLength(1))
      expect(last()[0]?.goods[0]).toMatchObject({
        nameZh: '折叠屏智能手机',
        custom: true,
        verdict: 'accepted',
        groupCode: '0907',
      })
      expect(input).toHaveValue('')

      await user.type(input, '电子产品等')
      await user.click(screen.getByTestId('custom-add'))
      await waitFor(() => expect(last()[0]?.goods).toHaveLength(2))
      const rejected = screen.getAllByTestId('chosen-item')[1]!
      expect(rejected).toHaveAttribute('data-verdict', 'rejected')
      expect(within(rejected).getByTestId('verdict')).toHaveTextContent('Rejected')
      expect(rejected).toHaveTextContent('The name is vague')
      expect(screen.getByTestId('class-tab-09').querySelector('.ct-flag')).not.toBeNull()

      // A duplicate is refused before the server is asked, and what was typed stays.
      await user.type(input, '折叠屏智能手机')
      await user.click(screen.getByTestId('custom-add'))
      expect(await screen.findByText('“折叠屏智能手机” is already chosen in this class')).toBeInTheDocument()
      expect(input).toHaveValue('折叠屏智能手机')

      await user.click(within(rejected).getByRole('button', { name: /Remove 电子产品等/ }))
      await waitFor(() => expect(last()[0]?.goods.map((g) => g.verdict)).toEqual(['accepted']))
    },
    SLOW,
  )

  it(
    'asks for English custom items on a Madrid filing',
    async () => {
      const { user, last } = renderEditor([{ classNo: '09', goods: [] }], 'madrid')
      await user.type(await screen.findByTestId('custom-input'), '无线耳机')
      await user.click(screen.getByTestId('custom-add'))
      await waitFor(() => expect(last()[0]?.goods[0]?.verdict).toBe('rejected'))
      expect(screen.getByTestId('chosen-item')).toHaveTextContent('must name goods and services in English')
    },
    SLOW,
  )

  it(
    'warns when a class goes over the items its fee includes, with the excess-item fee',
    async () => {
      renderEditor([{ classNo: '09', goods: Array.from({ length: 12 }, (_, i) => standard(i + 1)) }])
      const warning = await screen.findByTestId('limit-warning')
      expect(warning).toHaveTextContent('Class 09 has 12 items')
      expect(warning).toHaveTextContent('2 × RMB¥27.00 = RMB¥54.00')
      expect(screen.getByTestId('class-tab-09').querySelector('[data-over]')).not.toBeNull()
    },
    SLOW,
  )

  it(
    'shows no excess-item warning where the office charges none (Hong Kong)',
    async () => {
      renderEditor([{ classNo: '09', goods: Array.from({ length: 12 }, (_, i) => standard(i + 1)) }], 'hk')
      await screen.findByTestId('class-panel-09')
      expect(screen.queryByTestId('limit-warning')).not.toBeInTheDocument()
    },
    SLOW,
  )

  it(
    'shows the step’s issues: on the list and on a class',
    async () => {
      renderEditor([{ classNo: '09', goods: [] }], 'mainland', {
        '': 'validation:required',
        '0': 'validation:specialCharacters',
      })
      expect(await screen.findByTestId('goods-error')).toHaveTextContent('This field is required')
      expect(screen.getByTestId('class-error')).toHaveTextContent('Special characters are not allowed')
    },
    SLOW,
  )

  it(
    'adds standard items found across classes, with their class',
    async () => {
      const { user, last } = renderEditor()
      await user.type(screen.getByTestId('search-input'), 'handbags')
      const hit = await screen.findByTestId('search-hit', {}, { timeout: 5000 })
      expect(hit).toHaveTextContent('Class 18 · group 1802')
      await user.click(within(hit).getByRole('button', { name: 'Add' }))
      await waitFor(() =>
        expect(last()).toEqual([{ classNo: '18', goods: [expect.objectContaining({ nameZh: '手提包' })] }]),
      )
      expect(within(screen.getByTestId('search-hit')).getByRole('button', { name: 'Added' })).toBeDisabled()
    },
    SLOW,
  )
})
