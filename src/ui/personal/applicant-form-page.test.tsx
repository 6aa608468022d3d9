import { Outlet, createRoute } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { ApplicantFormPage } from './applicant-form-page'

function renderForm(id: string | undefined, back = '/personal/applicantInformation?page=2') {
  return renderWithApp(<Outlet />, {
    lang: 'en',
    signedInAs: 'u-demo',
    route: '/form',
    userEvent: { delay: null },
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/form',
        component: () => <ApplicantFormPage id={id} back={back} />,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/personal/applicantInformation',
        component: () => <h1>the list</h1>,
      }),
    ],
  })
}

const record = (id: string) => testServer().db.applicants.find((a) => a.applicantId === id)!

describe('the applicant form page', { timeout: 60_000 }, () => {
  it('edits an applicant with the §5 rules, the server storing it, then returns where the user came from', async () => {
    const { user, router } = renderForm('app-demo-02')
    const contact = await screen.findByTestId('applicant-contactPerson')
    expect(contact).toHaveValue(record('app-demo-02').contactPerson)
    const phone = screen.getByTestId('applicant-phone')
    await user.clear(phone)
    await user.type(phone, '0571-123')
    await user.click(screen.getByTestId('applicant-save'))
    expect(await screen.findByText('Please enter a valid mobile or landline number')).toBeInTheDocument()
    // Nothing typed is lost, and nothing was stored.
    expect(phone).toHaveValue('0571-123')
    expect(record('app-demo-02').phone).not.toBe('0571-123')

    await user.clear(phone)
    await user.type(phone, '0571-88886666')
    await user.clear(contact)
    await user.type(contact, '赵敏')
    await user.click(screen.getByTestId('applicant-save'))
    // The save, then the way back: on a busy machine this takes longer than a findBy's usual second.
    expect(await screen.findByRole('heading', { name: 'the list' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(record('app-demo-02')).toMatchObject({ contactPerson: '赵敏', phone: '0571-88886666' })
  })

  it('says so when the applicant does not exist, with the way back', async () => {
    renderForm('app-none')
    expect(await screen.findByText('This applicant does not exist or is not yours.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to the applicants' })).toBeInTheDocument()
  })
})
