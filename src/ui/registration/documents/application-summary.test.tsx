import { screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import {
  GLOBAL_FIXTURE,
  HK_FIXTURE,
  MADRID_FIXTURE,
  MAINLAND_FIXTURE,
  REGISTRATION_FIXTURES,
  fixtureQuote,
} from '../../../../tests/fixtures/registration'
import { renderWithApp } from '../../../../tests/render-with-app'
import type { Lang } from '../../../i18n/resources'
import { ApplicationSummary } from './application-summary'
import { FiledApplicationSection } from './filed-application-section'

// The summary only shows the draft it is given: it makes no call.
const show = (node: ReactNode, lang: Lang = 'en') => renderWithApp(node, { lang, server: false })

const section = (id: string) => screen.getByTestId(id)

describe('ApplicationSummary', { timeout: 30_000 }, () => {
  it('shows every mark of a mainland filing with its specimens, particulars, priority and every goods item', () => {
    show(<ApplicationSummary draft={MAINLAND_FIXTURE} quote={fixtureQuote(MAINLAND_FIXTURE)} />)
    expect(
      screen.getByRole('heading', { name: 'Trademark registration in mainland China' }),
    ).toBeInTheDocument()
    expect(screen.getByText('TM20260318001')).toBeInTheDocument()
    const marks = within(section('summary-marks')).getAllByTestId('summary-mark')
    expect(marks).toHaveLength(2)
    const [yunshan, qinghe] = marks as [HTMLElement, HTMLElement]
    expect(within(yunshan).getByRole('img', { name: 'Specimen' })).toHaveAttribute(
      'src',
      MAINLAND_FIXTURE.trademarks[0]!.image!.url,
    )
    expect(within(yunshan).getByRole('img', { name: 'Black-and-white version' })).toBeInTheDocument()
    const facts = within(yunshan).getByTestId('summary-mark-facts')
    for (const text of [
      'Word and design',
      '云杉智能 YUNSHAN',
      'Colour claimed',
      '深蓝色（Pantone 2945 C）文字与浅绿色（Pantone 7488 C）杉树图形',
      'YUNSHAN 为“云杉”的汉语拼音，无含义',
      'Chinese',
      'No priority claimed',
    ]) {
      expect(within(facts).getByText(text)).toBeInTheDocument()
    }
    expect(
      within(qinghe).getByText('Convention priority · Japan · 9 Feb 2026 · No. 2026-014372'),
    ).toBeInTheDocument()
    // Every goods item of every class, in both languages, with its code or its custom verdict.
    for (const mark of MAINLAND_FIXTURE.trademarks) {
      for (const selection of mark.classes) {
        const table = screen.getAllByTestId(`summary-class-${selection.classNo}`)
        const rows = table.flatMap((t) => within(t).getAllByTestId('summary-goods-item'))
        for (const item of selection.goods) {
          const row = rows.find((r) => r.textContent?.includes(item.nameZh))
          expect(row, item.nameZh).toBeDefined()
          expect(row!).toHaveTextContent(item.nameEn)
          expect(row!).toHaveTextContent(item.code ?? '—')
          expect(row!).toHaveTextContent(item.custom ? 'Custom · accepted' : 'Standard')
        }
      }
    }
    expect(
      within(section('summary-class-42')).getByText(/Consistent with similar group 4209/),
    ).toBeInTheDocument()
    expect(section('summary-class-09')).toHaveTextContent(
      'Class 09 · Scientific apparatus and computers (5 items)',
    )
  })

  it('shows the main and joint applicants with identity, addresses and contacts', () => {
    show(<ApplicationSummary draft={MAINLAND_FIXTURE} />)
    const applicants = within(section('summary-applicants')).getAllByTestId('summary-applicant')
    expect(applicants).toHaveLength(2)
    const [main, joint] = applicants as [HTMLElement, HTMLElement]
    expect(main).toHaveTextContent('Applicant · Enterprise or organisation')
    for (const text of [
      '上海云杉智能科技有限公司',
      'Shanghai Yunshan Intelligent Technology Co., Ltd.',
      '91310115MA1K4LXQ2N',
      '上海市 浦东新区',
      'Room 501, Building 3, No. 665 Zhangjiang Road, Pudong New Area, Shanghai',
      '201203',
      '营业执照副本.pdf',
      'ip@yunshan-tech.cn',
    ]) {
      expect(main).toHaveTextContent(text)
    }
    expect(joint).toHaveTextContent('Joint applicant 1 · Individual')
    expect(joint).toHaveTextContent('ID card 110105198807214521')
    expect(joint).toHaveTextContent('北京市 朝阳区')
    expect(joint).not.toHaveTextContent('Unified social credit code')
  })

  it('lists the documents with sizes, the mailing, the notification and the fee lines', () => {
    show(<ApplicationSummary draft={MAINLAND_FIXTURE} quote={fixtureQuote(MAINLAND_FIXTURE)} />)
    const docs = section('summary-documents')
    expect(within(docs).getAllByTestId('document-file')).toHaveLength(5)
    expect(within(section('summary-documents-idDocument')).getAllByTestId('document-file')).toHaveLength(2)
    expect(within(docs).getByText('商标代理委托书-云杉智能.pdf')).toBeInTheDocument()
    expect(within(docs).getByText('178.1 KB')).toBeInTheDocument()
    expect(within(docs).getByRole('button', { name: 'Download 营业执照副本-盖章.jpg' })).toBeInTheDocument()
    expect(within(docs).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    expect(section('summary-mailing')).toHaveTextContent('SF Express · tracking number SF1402837465912')
    expect(section('summary-notification')).toHaveTextContent('Email, SMS')
    const quote = fixtureQuote(MAINLAND_FIXTURE)
    expect(within(section('summary-fees')).getAllByTestId('summary-fee-line')).toHaveLength(
      quote.lines.length,
    )
    expect(section('summary-total')).toHaveTextContent('RMB¥2,610.00')
  })

  it('shows the series of a Hong Kong filing and its notarised documents', () => {
    show(<ApplicationSummary draft={HK_FIXTURE} />)
    expect(screen.getByText('Series of 2 marks')).toBeInTheDocument()
    expect(section('summary-documents-notarised')).toHaveTextContent(
      'Certificate of Incorporation (notarised).pdf',
    )
    expect(section('summary-applicants')).toHaveTextContent('Hong Kong')
    expect(section('summary-notification')).toHaveTextContent('Email, Post')
    expect(screen.queryByTestId('summary-countries')).not.toBeInTheDocument()
  })

  it('names the countries of a global filing and asks for no documents', () => {
    show(<ApplicationSummary draft={GLOBAL_FIXTURE} quote={fixtureQuote(GLOBAL_FIXTURE)} />)
    const countries = section('summary-countries')
    expect(countries).toHaveTextContent('Countries and regions (6)')
    for (const name of [
      'United States',
      'European Union',
      'United Kingdom',
      'Japan',
      'South Korea',
      'Singapore',
    ])
      expect(countries).toHaveTextContent(name)
    expect(screen.queryByTestId('summary-documents')).not.toBeInTheDocument()
    const lines = within(section('summary-fees')).getAllByTestId('summary-fee-line')
    expect(lines.some((l) => l.textContent?.includes('European Union'))).toBe(true)
  })

  it('shows the basic application and the designated members of a Madrid filing', () => {
    show(<ApplicationSummary draft={MADRID_FIXTURE} />)
    expect(screen.getByText('Basic application No. 78412096 of 12 Jan 2026 (CNIPA)')).toBeInTheDocument()
    expect(section('summary-countries')).toHaveTextContent('Designated members (5)')
    expect(section('summary-countries')).toHaveTextContent('Australia')
    expect(section('summary-documents-translation')).toHaveTextContent('Goods list translation (EN).pdf')
    expect(section('summary-mailing')).toHaveTextContent('China Post EMS · tracking number EA204718395CN')
    expect(screen.queryByTestId('summary-fee-section')).not.toBeInTheDocument()
  })

  it('renders in Chinese', () => {
    show(<ApplicationSummary draft={REGISTRATION_FIXTURES.madrid} />, 'zh-CN')
    expect(screen.getByRole('heading', { name: '马德里商标国际注册' })).toBeInTheDocument()
    expect(section('summary-countries')).toHaveTextContent('澳大利亚')
    expect(screen.getByText('基础申请 第 78412096 号，2026-01-12（国家知识产权局）')).toBeInTheDocument()
  })
})

describe('FiledApplicationSection', () => {
  it('shows the filed application, and nothing for an order not filed through the wizard', () => {
    const { unmount } = show(<FiledApplicationSection draft={MAINLAND_FIXTURE} />)
    expect(screen.getByRole('region', { name: 'Filed application' })).toBeInTheDocument()
    expect(screen.queryByTestId('summary-fee-section')).not.toBeInTheDocument()
    unmount()
    show(<FiledApplicationSection draft={null} />)
    expect(screen.queryByTestId('filed-application')).not.toBeInTheDocument()
  }, 30_000)
})
