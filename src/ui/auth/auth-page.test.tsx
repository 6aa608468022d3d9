import { Outlet, createRoute } from '@tanstack/react-router'
import { act, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { getToken } from '../../state/user'
import { AuthPage } from './auth-page'
import { DaweiPage } from './dawei-page'
import { DemoPage } from './demo-page'
import { SetNewPasswordPage } from './set-new-password-page'
import { authSearchSchema } from '../../domain/auth-search'

function renderAuth(
  url = '/auth',
  pages: Partial<Record<'/dawei' | '/demo' | '/reset', () => ReactNode>> = {},
) {
  return renderWithApp(<Outlet />, {
    route: url,
    routes: (rootRoute) => {
      const authRoute = createRoute({
        getParentRoute: () => rootRoute,
        path: '/auth',
        validateSearch: authSearchSchema,
        component: function AuthRoute() {
          return <AuthPage search={authRoute.useSearch()} />
        },
      })
      const homeRoute = createRoute({
        getParentRoute: () => rootRoute,
        path: '/home',
        component: () => <p>home page</p>,
      })
      const ordersRoute = createRoute({
        getParentRoute: () => rootRoute,
        path: '/orders',
        component: () => <p>orders page</p>,
      })
      const resetRoute = createRoute({
        getParentRoute: () => rootRoute,
        path: '/accountInfor/setNewPassword',
        component: pages['/reset'] ?? (() => <p>reset page</p>),
      })
      const daweiRoute = createRoute({
        getParentRoute: () => rootRoute,
        path: '/dawei',
        component: pages['/dawei'],
      })
      const demoRoute = createRoute({
        getParentRoute: () => rootRoute,
        path: '/demo',
        component: pages['/demo'],
      })
      return [authRoute, homeRoute, ordersRoute, resetRoute, daweiRoute, demoRoute]
    },
  })
}

/** Reads the characters of the image on screen from the mock, as a person reads the picture. */
async function captchaOnScreen(): Promise<string> {
  await screen.findByAltText(/verification code image/i)
  const live = testServer().db.captchas.filter((c) => !c.used)
  return live.at(-1)?.code ?? ''
}

describe('AuthPage', () => {
  it('signs in with a password and returns to the page the guard came from', async () => {
    const { user, router } = renderAuth('/auth?redirect=%2Forders%3Fpage%3D2')
    await user.type(await screen.findByLabelText(/email or mobile/i), 'demo@example.com')
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Demo1234')
    await user.type(screen.getByLabelText(/^verification code/i), await captchaOnScreen())
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }))
    expect(await screen.findByText('orders page')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(getToken()).toBeTruthy()
  })

  it('shows a wrong password under the field, keeps the input and brings a new captcha', async () => {
    const { user, server } = renderAuth()
    const account = await screen.findByLabelText(/email or mobile/i)
    await user.type(account, 'demo@example.com')
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Wrong1234')
    const firstCode = await captchaOnScreen()
    await user.type(screen.getByLabelText(/^verification code/i), firstCode)
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }))
    expect(await screen.findByText('Incorrect account or password')).toBeInTheDocument()
    expect(account).toHaveValue('demo@example.com')
    expect(screen.getByLabelText(/^password/i, { selector: 'input' })).toHaveValue('Wrong1234')
    await waitFor(() => expect(server.db.captchas.filter((c) => !c.used)).toHaveLength(1))
    expect(getToken()).toBeNull()
  })

  it('explains every invalid field instead of sending', async () => {
    const { user } = renderAuth()
    await user.type(await screen.findByLabelText(/email or mobile/i), '1380013')
    await user.type(screen.getByLabelText(/^verification code/i), 'ab')
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }))
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument()
    expect(screen.getByText('Please enter the 4-character verification code')).toBeInTheDocument()
    expect(screen.getAllByText('This field is required')).toHaveLength(1)
  })

  it('switches tabs through the URL and keeps the return path', async () => {
    const { user, router } = renderAuth('/auth?redirect=%2Forders')
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'sms', redirect: '/orders' }))
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument()
  })

  it('signs in with an SMS code after the captcha-guarded send', async () => {
    const { user, server } = renderAuth('/auth?tab=sms')
    const mobile = server.db.users.find((u) => u.email === 'demo@example.com')?.mobile ?? ''
    await user.type(await screen.findByLabelText(/^mobile number/i), mobile)
    await user.type(screen.getByLabelText(/^verification code/i), await captchaOnScreen())
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('button', { name: /resend in \d+ s/i })).toBeDisabled()
    const code = server.db.smsCodes.at(-1)?.code ?? ''
    await user.type(screen.getByLabelText(/^sms code/i, { selector: 'input' }), code)
    await act(() => user.click(screen.getByRole('button', { name: 'Sign in with SMS code' })))
    expect(await screen.findByText('home page')).toBeInTheDocument()
  })
})

describe('the other public pages', () => {
  it('resets a forgotten password in three steps', { timeout: 20_000 }, async () => {
    const { user, server } = renderAuth('/accountInfor/setNewPassword', {
      '/reset': SetNewPasswordPage,
    })
    const demo = server.db.users.find((u) => u.email === 'demo@example.com')
    await user.type(await screen.findByLabelText(/^mobile number/i), demo?.mobile ?? '')
    await user.type(screen.getByLabelText(/^verification code/i), await captchaOnScreen())
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByRole('button', { name: /resend in/i })
    await user.type(
      screen.getByLabelText(/^sms code/i, { selector: 'input' }),
      server.db.smsCodes.at(-1)?.code ?? '',
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText(/^new password/i, { selector: 'input' }), 'Fresh5678')
    await user.type(screen.getByLabelText(/^confirm password/i, { selector: 'input' }), 'Fresh5678')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument()
    expect(server.db.users.find((u) => u.email === 'demo@example.com')?.password).toBe('Fresh5678')
  })

  it('resets a forgotten password with a code sent by email', { timeout: 20_000 }, async () => {
    const { user, server } = renderAuth('/accountInfor/setNewPassword', {
      '/reset': SetNewPasswordPage,
    })
    await user.click(await screen.findByRole('radio', { name: 'Email' }))
    const email = await screen.findByRole('textbox', { name: /^email(?! code)/i })
    await user.type(email, 'person@')
    await user.type(screen.getByLabelText(/^verification code/i), await captchaOnScreen())
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    await user.clear(email)
    await user.type(email, 'person@example.com')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByRole('button', { name: /resend in/i })
    expect(server.db.smsCodes.at(-1)?.target).toBe('person@example.com')
    await user.type(
      screen.getByLabelText(/^email code/i, { selector: 'input' }),
      server.db.smsCodes.at(-1)?.code ?? '',
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText(/^new password/i, { selector: 'input' }), 'Fresh5678')
    await user.type(screen.getByLabelText(/^confirm password/i, { selector: 'input' }), 'Fresh5678')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument()
    expect(server.db.users.find((u) => u.email === 'person@example.com')?.password).toBe('Fresh5678')
  })

  it('opens the demo account when the mock runs in the page', async () => {
    renderAuth('/demo', { '/demo': DemoPage })
    expect(typeof window.server?.evaluate).toBe('function')
    expect(await screen.findByText('home page')).toBeInTheDocument()
    expect(getToken()).toBeTruthy()
  })

  it('explains that the demo needs the demo build', async () => {
    // The test's mock puts itself on window.server as the demo build's does; a build without the mock has none.
    testServer()
    window.server = undefined
    renderAuth('/demo', { '/demo': DemoPage })
    expect(await screen.findByText('The demo is not available here')).toBeInTheDocument()
  })

  it('links the welcome page to sign-in, registration and the demo', async () => {
    renderAuth('/dawei', { '/dawei': DaweiPage })
    const register = await screen.findAllByRole('link', { name: 'Create an account' })
    expect(register[0]).toHaveAttribute('href', '/auth?tab=register')
    expect(screen.getAllByRole('link', { name: 'Try the demo' })[0]).toHaveAttribute('href', '/demo')
    expect(screen.getByText('Brand protection', { selector: 'h3' })).toBeInTheDocument()
  })
})
