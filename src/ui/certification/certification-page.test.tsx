import { Outlet, createRoute } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { CertificationPage } from './certification-page'

/** A file whose first bytes are `head`, padded to `size` bytes. */
function fileOf(head: number[] | string, size: number, name: string) {
  const bytes = new Uint8Array(size)
  bytes.set(typeof head === 'string' ? new TextEncoder().encode(head) : head)
  return new File([bytes], name)
}
const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
]

/** The page inside a router (it links to the services that wait for verification). */
function renderPage(signedInAs: string, lang: 'en' | 'zh-CN' = 'en') {
  return renderWithApp(<Outlet />, {
    lang,
    signedInAs,
    route: '/personal/enterpriseCertification',
    userEvent: { delay: null },
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/personal/enterpriseCertification',
        component: CertificationPage,
      }),
    ],
  })
}

describe('the company verification page', { timeout: 60_000 }, () => {
  it('a rejected company sees the reason and its last submission, and the rules follow the country', async () => {
    const { user } = renderPage('u-seed-1')
    expect(await screen.findByTestId('certification-reason')).toHaveTextContent(/scan is blurred/)
    expect(screen.getByTestId('certification-badge')).toHaveTextContent('Rejected')
    expect(screen.getByTestId('cert-uscc')).toHaveValue('91440300MA5F8KQ27E')
    expect(screen.getByTestId('certification-waiting')).toHaveTextContent('Special VAT invoices')

    // A company outside mainland China has no credit code, and writes in English.
    await waitFor(() => expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument())
    await user.selectOptions(screen.getByTestId('cert-country'), 'GB')
    expect(screen.queryByTestId('cert-uscc')).not.toBeInTheDocument()
    await user.clear(screen.getByTestId('cert-officePhone'))
    await user.type(screen.getByTestId('cert-officePhone'), 'call us')
    await user.click(screen.getByTestId('cert-submit'))
    const form = screen.getByTestId('certification-form')
    expect(await within(form).findByText(/Please enter a valid phone number/)).toBeInTheDocument()
    expect(within(form).getAllByText(/Please write in English/)).toHaveLength(2)
    // Nothing was sent: the status is still the rejection.
    expect(testServer().db.certifications.find((c) => c.userId === 'u-seed-1')?.status).toBe('rejected')

    // The server's refusal of a field lands on that field: here it no longer knows the country.
    const fill = async (testId: string, value: string) => {
      await user.clear(screen.getByTestId(testId))
      await user.type(screen.getByTestId(testId), value)
    }
    await fill('cert-companyName', 'Acme Trading Ltd.')
    await fill('cert-companyAddress', '10 Downing Street')
    await fill('cert-officePhone', '+44 20 7946 0958')
    testServer().db.countries = testServer().db.countries.filter((c) => c.internationalDomainName !== 'GB')
    await user.click(screen.getByTestId('cert-submit'))
    expect(await within(form).findByText('Please choose a country or region')).toBeInTheDocument()
    expect(within(form).queryByText(/Please write in English/)).not.toBeInTheDocument()
  })

  it('judges the licence by its bytes before uploading: a large PDF refused, an image named .pdf taken', async () => {
    const { user } = renderPage('u-seed-1')
    const input = await screen.findByTestId('licence-input')
    const before = testServer().db.files.length
    await user.upload(input, fileOf('%PDF-1.4\n', 2_048_001, 'licence.pdf'))
    expect(await screen.findByTestId('licence-error')).toHaveTextContent(
      'This PDF is 2.00 MB: a PDF may be at most 2 MB.',
    )
    await user.upload(input, fileOf('plain text', 100, 'scan.png'))
    expect(await screen.findByTestId('licence-error')).toHaveTextContent(/neither an image .* nor a PDF/)
    expect(testServer().db.files).toHaveLength(before)

    await user.upload(input, fileOf(PNG_HEAD, 3_000_000, 'licence.pdf'))
    await waitFor(() =>
      expect(screen.getByTestId('licence-current')).toHaveTextContent('licence.pdf (image, 2.93 MB)'),
    )
    expect(testServer().db.files.at(-1)).toMatchObject({ fileName: 'licence.pdf', contentType: 'image/png' })
  })

  it('an individual account is told it needs no verification', async () => {
    renderPage('u-person', 'zh-CN')
    expect(await screen.findByTestId('certification-individual')).toHaveTextContent('个人账户无需企业认证')
    expect(screen.queryByTestId('certification-form')).not.toBeInTheDocument()
  })
})
