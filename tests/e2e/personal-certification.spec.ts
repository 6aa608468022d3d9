import { expect, test } from '@playwright/test'
import { shot } from './services-pages'
import { DEMO_USERS, openSignedIn } from './support'

// Company verification (issue 14) in English: submit, under review with the answer day, a demo rejection with
// a reason, the resubmission pre-filled, a demo approval.

/** A 1x1 PNG's signature and header: the licence is judged by these bytes, not by its name. */
const pngLicence = {
  name: 'business-licence.png',
  mimeType: 'image/png',
  buffer: Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
    1, 8, 2, 0, 0, 0,
  ]),
}

test('an enterprise submits its verification, is rejected with a reason, resubmits and is approved', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'personal/enterpriseCertification', DEMO_USERS.enterprise.id)
  // The seeded demo company is verified: start it over as never submitted.
  await page.evaluate(
    (id) =>
      window.server!.evaluate((server, userId) => {
        const db = server.db
        db.certifications = db.certifications.filter((c) => c.userId !== userId)
      }, id),
    DEMO_USERS.enterprise.id,
  )
  await page.reload()
  const badge = page.getByTestId('certification-badge')
  await expect(badge).toHaveText('Not verified')
  await expect(page.getByTestId('certification-waiting')).toContainText('Special VAT invoices')

  // Refused in words: a wrong e-mail, no licence; a text file named .pdf is no licence.
  await page.getByTestId('cert-email').fill('finance@yunshan')
  await page.getByTestId('cert-submit').click()
  const form = page.getByTestId('certification-form')
  await expect(form).toContainText('Please enter a valid email address')
  await expect(form).toContainText('Please upload the business licence')
  await page.getByTestId('licence-input').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not really a PDF'),
  })
  await expect(page.getByTestId('licence-error')).toContainText('neither an image')
  await shot(page, 'certification-en-issues')

  await page.getByTestId('cert-companyName').fill('上海云杉智能科技有限公司')
  await page.getByTestId('cert-uscc').fill('91310115MA1K3B7G28')
  await page.getByTestId('cert-city').fill('Shanghai')
  await page.getByTestId('cert-postCode').fill('201203')
  await page.getByTestId('cert-companyAddress').fill('上海市浦东新区张江高科技园区碧波路690号3号楼')
  await page.getByTestId('cert-contactPerson').fill('王建国')
  await page.getByTestId('cert-officePhone').fill('021-50801234')
  await page.getByTestId('cert-email').fill('finance@yunshan.example.com')
  await page.getByTestId('licence-input').setInputFiles(pngLicence)
  await expect(page.getByTestId('licence-current')).toContainText('business-licence.png (image')
  await page.getByTestId('cert-submit').click()

  await expect(badge).toHaveText('Under review')
  await expect(page.getByTestId('certification-due')).toContainText(
    'within 2 working days: expect the answer by',
  )
  await expect(page.getByTestId('certification-details')).toContainText('91310115MA1K3B7G28')
  await shot(page, 'certification-en-review')

  // The demo plays the reviewer: a rejection needs a reason.
  const demo = page.getByTestId('certification-demo')
  await expect(demo).toContainText('Demo control')
  await page.getByTestId('demo-reject').click()
  await expect(demo).toContainText('Write the reason the company will read.')
  await page.getByTestId('demo-reason').fill('The seal on the licence is missing <b>here</b>.')
  await page.getByTestId('demo-reject').click()

  await expect(badge).toHaveText('Rejected')
  // Shown as typed, never as markup.
  await expect(page.getByTestId('certification-reason')).toHaveText(
    'The seal on the licence is missing <b>here</b>.',
  )
  await expect(page.getByTestId('cert-companyName')).toHaveValue('上海云杉智能科技有限公司')
  await expect(page.getByTestId('licence-current')).toContainText('business-licence.png')
  await shot(page, 'certification-en-rejected')

  await page.getByTestId('cert-contactPerson').fill('刘婷')
  await page.getByTestId('cert-submit').click()
  await expect(badge).toHaveText('Under review')
  await expect(page.getByTestId('certification-details')).toContainText('刘婷')

  await page.getByTestId('demo-approve').click()
  await expect(badge).toHaveText('Verified')
  await expect(page.getByTestId('certification-waiting')).toHaveCount(0)
  await expect(page.getByTestId('certification-details')).toContainText('Verified details')
  await shot(page, 'certification-en-approved')
})
