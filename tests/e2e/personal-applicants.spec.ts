import { expect, test } from '@playwright/test'
import { pdf, startNew } from './registration-pages'
import { shot } from './services-pages'
import { choose, expectPath, openSignedIn } from './support'

// The applicant book (issue 14): an applicant added on the personal centre's page is the one the registration
// wizard's picker offers; an applicant a filing uses cannot be deleted, and the page says which filing.

test.describe.configure({ timeout: 180_000 })

test('applicants in English: an in-use applicant is not deleted, a new one is refused then saved, and the wizard’s picker offers it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'personal/applicantInformation')
  const items = page.getByTestId('applicant-item')
  await expect(items).toHaveCount(10)
  await expect(page.getByText('14 applicants')).toBeVisible()
  await shot(page, 'personal-applicants-en')

  // The default applicant is on record through filed orders: the dialog names them instead of deleting.
  const first = items.first()
  await expect(first).toContainText('Default')
  await first.getByTestId('applicant-delete').click()
  const refusal = page.getByTestId('applicant-delete-refusal')
  await expect(refusal).toContainText(/is used in \d+ filed orders? \(TM\d+/)
  await expect(page.getByTestId('applicant-delete-confirm')).toHaveCount(0)
  await shot(page, 'personal-applicants-delete-refused-en')
  await page.getByTestId('applicant-delete-dialog').getByRole('button', { name: 'Close' }).click()
  await expect(items).toHaveCount(10)

  // A new individual: a bad phone and nothing else is refused field by field, in English.
  await page.getByTestId('applicant-add').click()
  await expectPath(page, '/personal/applicantInformation/modyfiAdd')
  const form = page.getByTestId('applicant-book-form')
  await choose(form.getByRole('radio', { name: 'Individual' }))
  await page.getByTestId('applicant-phone').fill('12345')
  await page.getByTestId('applicant-save').click()
  await expect(form).toContainText('Please enter a valid mobile or landline number')
  await expect(form).toContainText('Choose the document type')
  await expect(form).toContainText('Choose the province, city and district')
  await shot(page, 'personal-applicant-form-issues-en')

  await page.getByTestId('applicant-idType').selectOption('passport')
  await page.getByTestId('applicant-idNumber').fill('EJ4471920')
  await page.getByTestId('applicant-nameZh').fill('周明远')
  await page.getByTestId('applicant-nameEn').fill('Zhou Mingyuan')
  const division = page.getByTestId('division-picker').locator('select')
  await division.nth(0).selectOption({ label: '浙江省' })
  await division.nth(1).selectOption({ label: '宁波市' })
  await division.nth(2).selectOption({ label: '鄞州区' })
  await page.getByTestId('applicant-addressZh').fill('浙江省宁波市鄞州区天童南路588号')
  await page.getByTestId('applicant-postalCode').fill('315100')
  await page.getByTestId('applicant-contactPerson').fill('周明远')
  await page.getByTestId('applicant-phone').fill('13957412345')
  await page.getByTestId('licence-file').setInputFiles(pdf('passport-zhou.pdf'))
  await expect(form).toContainText('Uploaded: passport-zhou.pdf')
  await shot(page, 'personal-applicant-licence-en')
  await page.getByTestId('applicant-save').click()

  // Back on the list, the newest first after the default.
  await expectPath(page, '/personal/applicantInformation')
  await expect(page.getByText('15 applicants')).toBeVisible()
  await page.getByTestId('applicant-search').fill('Zhou Mingyuan')
  await page.getByTestId('applicant-search').press('Enter')
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText('Zhou Mingyuan')
  await expect(items.first()).toContainText('EJ4471920')

  // The registration wizard's applicant picker finds it.
  await startNew(page, 'Mainland_China_Applications', 'mainland')
  await page.getByRole('button', { name: 'Choose from my applicants' }).click()
  const picker = page.getByTestId('applicant-picker')
  await picker.getByRole('textbox', { name: 'Search applicants' }).fill('EJ4471920')
  await expect(picker.getByTestId('picker-row')).toHaveCount(1)
  await expect(picker.getByTestId('picker-row')).toContainText('Zhou Mingyuan')
})
