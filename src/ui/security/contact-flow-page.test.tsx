import { Outlet, createRoute } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import type { ContactFlowId, ContactStep } from '../../machines/flows/contact-change'
import { ContactFlowPage } from './contact-flow-page'

const NEW = '18612345678'

/** The pages of `flow` (path per step) in a memory router, opened at the first. */
function renderFlow(flow: ContactFlowId, paths: Partial<Record<ContactStep, string>>) {
  const steps = Object.entries(paths) as [ContactStep, string][]
  return renderWithApp(<Outlet />, {
    lang: 'en',
    signedInAs: 'u-demo',
    route: steps[0]![1],
    userEvent: { delay: null },
    routes: (root) =>
      steps.map(([step, path]) =>
        createRoute({
          getParentRoute: () => root,
          path,
          component: () => <ContactFlowPage flow={flow} step={step} />,
        }),
      ),
  })
}

/** u-demo without a mobile number, at /accountInfor/bindPhone (the first binding). */
function renderFirstBinding() {
  testServer().db.users.find((u) => u.id === 'u-demo')!.mobile = ''
  return renderFlow('phoneBind', { bind: '/accountInfor/bindPhone', done: '/accountInfor/bindFinish' })
}

const CAPTCHA_IMAGE = 'Verification code image. Click for a new one.'

/** Types the new contact, solves the captcha and asks for a code; returns the code the mock sent. */
async function requestCode(user: ReturnType<typeof renderFirstBinding>['user'], target = NEW) {
  await user.type(await screen.findByTestId('security-target'), target)
  await screen.findByRole('img', { name: CAPTCHA_IMAGE })
  await user.type(screen.getByTestId('security-captcha'), testServer().db.captchas.at(-1)!.code)
  await user.click(screen.getByRole('button', { name: 'Send code' }))
  const sent = () => testServer().db.smsCodes.filter((c) => c.target === target)
  await waitFor(() => expect(sent()).not.toHaveLength(0))
  return sent().at(-1)!.code
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000')

describe('the first mobile binding', { timeout: 60_000 }, () => {
  beforeEach(() => sessionStorage.clear())

  it('refuses a wrong code with the attempts left, then binds with the right one and shows it', async () => {
    const { user, router } = renderFirstBinding()
    const code = await requestCode(user)
    const input = screen.getByTestId('security-code')
    await user.type(input, wrongOf(code))
    await user.click(screen.getByTestId('security-submit'))
    expect(await screen.findByText('The code is incorrect: 4 attempts left')).toBeInTheDocument()
    // What was typed stays.
    expect(screen.getByTestId('security-target')).toHaveValue(NEW)

    await user.clear(input)
    await user.type(input, code)
    await user.click(screen.getByTestId('security-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountInfor/bindFinish'))
    // The finish page (a reload of the flow's saved state) says what is bound now.
    expect(
      await screen.findByRole('heading', { name: '186****5678 is now bound to your account' }),
    ).toBeInTheDocument()
    expect(testServer().db.users.find((u) => u.id === 'u-demo')!.mobile).toBe(NEW)
  })

  it('locks the step after five wrong codes and counts the lock down, refusing to submit', async () => {
    const { user } = renderFirstBinding()
    const code = await requestCode(user)
    const input = screen.getByTestId('security-code')
    await user.type(input, wrongOf(code))
    for (let i = 0; i < 5; i++) {
      await user.click(screen.getByTestId('security-submit'))
      await waitFor(() => expect(screen.getByTestId('security-submit')).not.toHaveAttribute('data-loading'))
    }
    expect(await screen.findByTestId('security-lock')).toHaveTextContent(
      /Too many wrong codes\. You can try again in 1[45]:\d\d\./,
    )
    expect(screen.getByTestId('security-submit')).toBeDisabled()
    expect(testServer().db.users.find((u) => u.id === 'u-demo')!.mobile).toBe('')
  })
})

describe('the e-mail change', { timeout: 60_000 }, () => {
  beforeEach(() => sessionStorage.clear())

  it('proves the mobile number first, then binds the new address with the code sent to it', async () => {
    const { user, router } = renderFlow('emailChange', {
      verify: '/accountInfor/emailModify',
      bind: '/accountInfor/bindEmail',
      done: '/accountInfor/emailModifyFinish',
    })
    expect(await screen.findByTestId('security-proof-target')).toHaveTextContent(
      'We will send a code by SMS to 138****8000.',
    )
    await screen.findByRole('img', { name: CAPTCHA_IMAGE })
    await user.type(screen.getByTestId('security-captcha'), testServer().db.captchas.at(-1)!.code)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(testServer().db.smsCodes.at(-1)?.purpose).toBe('verify'))
    await user.type(screen.getByTestId('security-code'), testServer().db.smsCodes.at(-1)!.code)
    await user.click(screen.getByTestId('security-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountInfor/bindEmail'))

    const code = await requestCode(user, 'wang.jg@example.com')
    await user.type(screen.getByTestId('security-code'), code)
    await user.click(screen.getByTestId('security-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountInfor/emailModifyFinish'))
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is now w***@example.com' }),
    ).toBeInTheDocument()
    expect(testServer().db.users.find((u) => u.id === 'u-demo')!.email).toBe('wang.jg@example.com')
  })
})
