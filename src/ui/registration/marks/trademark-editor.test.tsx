import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import i18next from 'i18next'
import { useState, type ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { getRegister } from '../../../../mock-server/register'
import { encodePng } from '../../../../mock-server/registration-marks/png'
import { renderWithApp } from '../../../../tests/render-with-app'
import { businessToday } from '../../../domain/clock'
import { addMonths, parseIsoDate, toIsoDate } from '../../../domain/dates'
import { newMark } from '../../../domain/registration/draft'
import type { RegistrationRegion, TrademarkDraft } from '../../../domain/registration/types'
import { TrademarkEditor } from './trademark-editor'

beforeAll(() => {
  // jsdom has no object URLs; the previews only need a string to show.
  URL.createObjectURL ??= () => 'blob:specimen'
})

// Each test renders the editor against the in-page mock; a busy machine needs more than the default 5 s.
const SLOW = 60_000

function renderEditor(region: RegistrationRegion = 'mainland', start: Partial<TrademarkDraft> = {}) {
  const seen: TrademarkDraft[] = []
  const first = { ...newMark('m1'), ...start }
  function Harness() {
    const [value, setValue] = useState(first)
    return (
      <TrademarkEditor
        region={region}
        value={value}
        onChange={(next) => {
          seen.push(next)
          setValue(next)
        }}
      />
    )
  }
  const { user } = mount(<Harness />)
  return { user, last: () => seen[seen.length - 1] ?? first }
}

/** Renders inside a router (the similarity check links to the search), signed in as the demo account. */
const mount = (page: ReactNode) => renderWithApp(page, { route: '/', signedInAs: 'u-demo' })

async function pngFile(width: number, height: number, name = 'mark.png') {
  const samples = new Uint8Array(width * height).fill(255)
  const bytes = await encodePng({ width, height, colorType: 0, bitDepth: 8, samples })
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

const shiftDays = (iso: string, months: number) => toIsoDate(addMonths(parseIsoDate(iso)!, months))

describe('TrademarkEditor', () => {
  it(
    'asks a colour mark for its colour description and a black-and-white version, and generates both',
    async () => {
      const { user, last } = renderEditor()
      await screen.findByTestId('trademark-editor')
      expect(screen.queryByTestId('specimen-blackImage')).toBeNull()
      expect(screen.queryByTestId('mark-color-description')).toBeNull()

      await user.click(screen.getByText('Colour claimed'))
      expect(last().colorMode).toBe('color')
      const description = screen.getByTestId('mark-color-description')
      await user.click(description)
      await user.tab()
      expect(screen.getByTestId('mark-color-description-error')).toHaveTextContent(
        'Please describe the colours claimed',
      )
      expect(
        within(screen.getByTestId('specimen-blackImage')).getByText('Black-and-white version'),
      ).toBeInTheDocument()
      expect(
        screen.getByText('Add the colour specimen first, or upload the black-and-white version.'),
      ).toBeInTheDocument()

      // A black-and-white version is checked like any specimen before it is uploaded.
      await user.upload(screen.getByTestId('specimen-blackImage-input'), await pngFile(300, 300))
      expect(await screen.findByTestId('specimen-blackImage-error')).toHaveTextContent(
        'Image size does not match: width and height must each be at least 400 pixels (this image is 300 × 300)',
      )
      expect(last().blackImage).toBeNull()

      fireEvent.change(screen.getByTestId('mark-name'), { target: { value: 'Red Maple' } })
      await user.click(screen.getByTestId('open-generator'))
      await user.click(screen.getByTestId('specimen-generate'))
      await waitFor(() => expect(last().blackImage).not.toBeNull(), { timeout: 10_000 })
      expect(last().image).toMatchObject({
        width: 800,
        height: 800,
        source: 'generated',
        fileName: 'Red-Maple.png',
      })
      expect(last().blackImage).toMatchObject({ width: 800, height: 800, fileName: 'Red-Maple-bw.png' })
      expect(last().name).toBe('Red Maple')
      expect(screen.getByTestId('specimen-image-meta')).toHaveTextContent('Generated specimen · 800 × 800 px')
      expect(screen.getByTestId('specimen-blackImage-meta')).toHaveTextContent(
        'Generated specimen · 800 × 800 px',
      )
      expect(screen.queryByTestId('specimen-blackImage-error')).toBeNull()
    },
    SLOW,
  )

  it(
    'shows the step’s issues next to their fields',
    async () => {
      mount(
        <TrademarkEditor
          region="mainland"
          value={{ ...newMark('m1'), colorMode: 'color' }}
          onChange={() => undefined}
          errors={{
            name: 'registration:issues.nameRequired',
            image: 'registration:issues.imageRequired',
            blackImage: 'registration:issues.blackImageRequired',
            colorDescription: 'registration:issues.colorDescriptionRequired',
          }}
        />,
      )
      const t = i18next.getFixedT('en', 'registration') as unknown as (key: string) => string
      expect(await screen.findByText(t('issues.nameRequired'))).toBeInTheDocument()
      expect(screen.getByTestId('specimen-image-error')).toHaveTextContent(t('issues.imageRequired'))
      expect(screen.getByTestId('specimen-blackImage-error')).toHaveTextContent(
        t('issues.blackImageRequired'),
      )
      expect(screen.getByTestId('mark-color-description-error')).toHaveTextContent(
        t('issues.colorDescriptionRequired'),
      )
    },
    SLOW,
  )

  it(
    'converts full-width letters and refuses characters outside §5',
    async () => {
      const { last } = renderEditor()
      const name = await screen.findByTestId('mark-name')
      // As an IME or a paste delivers it: the whole full-width text at once.
      fireEvent.change(name, { target: { value: 'ＮＯＶＡ　１' } })
      expect(last().name).toBe('NOVA 1')
      expect(name).toHaveValue('NOVA 1')
      fireEvent.change(name, { target: { value: 'NOVA&Co' } })
      expect(screen.getByTestId('mark-name-error')).toHaveTextContent(
        'Only Chinese characters, letters, digits, spaces and + are allowed',
      )
      expect(last().name).toBe('NOVA&Co')
      expect(screen.getByTestId('mark-language-note')).toHaveTextContent('check the language')
    },
    SLOW,
  )

  it(
    'claims priority with country, date within 6 months, number and basis, and keeps them when toggled',
    async () => {
      const { user, last } = renderEditor()
      await user.click(await screen.findByText('Claim priority'))
      const fields = await screen.findByTestId('priority-fields')
      expect(last().priority).toEqual({ country: '', date: '', number: '', category: 'convention' })
      expect(within(fields).getByTestId('priority-notes')).toHaveTextContent(
        'Claiming priority adds a fee of',
      )
      expect(within(fields).getByTestId('priority-notes')).toHaveTextContent(
        'must reach the office within 3 months of filing',
      )

      const country = screen.getByTestId<HTMLSelectElement>('priority-country')
      await waitFor(() => expect(country.options.length).toBeGreaterThan(20))
      const names = [...country.options].map((o) => o.textContent)
      expect(names).toContain('United States')
      expect(names).not.toContain('China')
      await user.selectOptions(country, 'US')

      const today = businessToday()
      const date = screen.getByTestId('priority-date')
      fireEvent.change(date, { target: { value: shiftDays(today, -7) } })
      fireEvent.blur(date)
      expect(
        await within(fields).findByText(/Priority can only be claimed within 6 months/),
      ).toBeInTheDocument()
      fireEvent.change(date, { target: { value: shiftDays(today, 1) } })
      expect(within(fields).getByText('The date cannot be in the future')).toBeInTheDocument()
      fireEvent.change(date, { target: { value: shiftDays(today, -2) } })
      expect(within(fields).queryByText('The date cannot be in the future')).toBeNull()

      const number = screen.getByTestId('priority-number')
      await user.type(number, '97-123456')
      await user.tab()
      expect(
        within(fields).getByText('Use letters and digits only (leave out spaces, dots and dashes)'),
      ).toBeInTheDocument()
      await user.clear(number)
      await user.type(number, '97123456')
      await user.click(screen.getByText('International exhibition'))
      expect(screen.getByText('Date the goods were first displayed')).toBeInTheDocument()
      const claim = { country: 'US', date: shiftDays(today, -2), number: '97123456', category: 'exhibition' }
      expect(last().priority).toEqual(claim)

      await user.click(screen.getByText('Claim priority'))
      expect(last().priority).toBeNull()
      expect(screen.queryByTestId('priority-fields')).toBeNull()
      await user.click(screen.getByText('Claim priority'))
      expect(last().priority).toEqual(claim)
    },
    SLOW,
  )

  it(
    'offers series marks only where the flow allows them (Hong Kong)',
    async () => {
      renderEditor('mainland')
      await screen.findByTestId('trademark-editor')
      expect(screen.queryByTestId('mark-series-fields')).toBeNull()
      cleanup()

      const { user, last } = renderEditor('hk')
      const series = await screen.findByTestId('mark-series-fields')
      expect(screen.queryByTestId('mark-series-count')).toBeNull()
      await user.click(within(series).getByText('Yes'))
      expect(last()).toMatchObject({ series: true, seriesCount: null })
      const count = screen.getByTestId('mark-series-count')
      await user.type(count, '1')
      expect(screen.getByTestId('mark-series-count-error')).toHaveTextContent(
        'A series holds between 2 and 20 marks',
      )
      await user.clear(count)
      await user.type(count, '3')
      expect(last().seriesCount).toBe(3)
      expect(screen.queryByTestId('mark-series-count-error')).toBeNull()
    },
    SLOW,
  )

  it(
    'runs the similarity check for the name and classes and links to the full search',
    async () => {
      const mark = getRegister().marks.find(
        (m) => m.country === 'CN' && /^[A-Z]{5,}$/.test(m.name) && m.status !== 2,
      )!
      const { user } = renderEditor('mainland', {
        name: mark.name,
        classes: [{ classNo: mark.classes[0]!.no, goods: [] }],
      })
      await user.click(await screen.findByTestId('similar-run'))
      const result = await screen.findByTestId('similar-result', {}, { timeout: 20_000 })
      expect(result).toHaveAttribute('data-risk', 'high')
      expect(
        within(result).getByText('High risk: a highly similar mark is on the register'),
      ).toBeInTheDocument()
      const row = within(result)
        .getAllByTestId('similar-match')
        .find((r) => r.getAttribute('data-id') === mark.id)!
      expect(row).toHaveTextContent(mark.applicationNo)
      expect(row).toHaveTextContent('Identical')
      const link = new URL(screen.getByTestId('similar-full-search').getAttribute('href')!, 'http://portal')
      expect(link.pathname).toBe('/query/result')
      // The router writes values that look like numbers as JSON strings; the result page reads them back.
      const param = (key: string) => link.searchParams.get(key)?.replace(/^"|"$/g, '')
      expect(param('tradeMarkText')).toBe(mark.name)
      expect(param('niceChoosedStr')).toBe(mark.classes[0]!.no)
    },
    SLOW * 2,
  )
})
