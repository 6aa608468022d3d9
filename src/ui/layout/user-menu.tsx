import { Avatar, Box, Button, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { authCalls } from '../../api/catalogue/auth'
import { callData } from '../../api/client'
import { canDemoPublishGazette, demoPublishGazette } from '../../api/monitoring-results'
import { useRootState } from '../../state/root'
import { signOutLocally, useUserState } from '../../state/user'
import { toastError, toastSuccess } from '../kit/toast'
import { useHasRoute } from './use-has-route'

// The feedback form (react-hook-form, its rules, the upload) loads when it is first opened, not with every page.
const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })))

/** The personal centre's pages; like the main menu, an entry shows once its page exists. */
const PERSONAL_CENTRE = [
  { key: 'account', to: '/personal/accountInformation' },
  { key: 'security', to: '/security' },
  { key: 'certification', to: '/personal/enterpriseCertification' },
  { key: 'orders', to: '/orderManage' },
  { key: 'renewals', to: '/management/myTrademark' },
  { key: 'officialDocs', to: '/personal/OfficialManagement' },
  { key: 'notices', to: '/AllNotice' },
  { key: 'applicants', to: '/personal/applicantInformation' },
  { key: 'addresses', to: '/personal/mailingAddress' },
  { key: 'invoices', to: '/personal/finance/invoiceInformation' },
  { key: 'invoiceSetting', to: '/personal/finance/invoiceSetting' },
  { key: 'debitNotes', to: '/personal/debitNotes' },
  { key: 'coupons', to: '/personal/coupons' },
  { key: 'monitoringLibrary', to: '/personal/monitoringLibrary' },
] as const

/** Name, account type and the account actions: sign-out, and in the demo build the demo controls. */
export function UserMenu() {
  const { t } = useTranslation('shell')
  const { userInfo, logoImage } = useUserState()
  const { lang } = useRootState()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const isDemo = import.meta.env.VITE_MOCK === '1'
  const hasRoute = useHasRoute()
  const [feedbackOpen, setFeedbackOpen] = useState(false)
  // Company verification concerns corporate accounts only.
  const personal = PERSONAL_CENTRE.flatMap(({ key, to }) =>
    hasRoute(to) && (key !== 'certification' || userInfo?.accountType !== 'individual') ? [{ key, to }] : [],
  )
  const displayName = userInfo ? (lang === 'en' ? userInfo.nameEn || userInfo.name : userInfo.name) : ''

  const signOut = async () => {
    try {
      await callData(authCalls.loginLogout, {})
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    signOutLocally()
    queryClient.clear()
    toastSuccess(t('user.signedOut'))
    await navigate({ to: '/auth', replace: true })
  }

  // The demo's living register: the next gazette issue appears now, and the watches find what it brings.
  const publishGazette = async () => {
    try {
      const issue = await demoPublishGazette(queryClient)
      toastSuccess(
        t('user.publishGazetteDone', { issueNo: issue.issueNo }),
        t('user.publishGazetteHits', { count: issue.hits }),
      )
    } catch {
      toastError(t('user.publishGazetteFailed'))
    }
  }

  const resetDemo = async () => {
    await window.server?.resetDemoData()
    toastSuccess(t('user.resetDemoDone'))
    queryClient.clear()
    void queryClient.invalidateQueries()
  }

  return (
    <>
      {/* Its items are made when the menu first opens, not hidden with every signed-in page's first render. */}
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        {/* The name shown is the start of the button's accessible name (WCAG 2.5.3); the initials are decoration. */}
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" px="2" data-testid="user-menu">
            <Avatar.Root size="xs" colorPalette="blue" aria-hidden="true">
              <Avatar.Fallback name={displayName} />
              {logoImage && <Avatar.Image src={logoImage} alt="" />}
            </Avatar.Root>
            <Text display={{ base: 'none', md: 'block' }} maxW="40" truncate>
              {displayName}
            </Text>
            <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="60">
              {userInfo && (
                <Box px="3" py="2">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{displayName}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {t(`user.types.${userInfo.accountType}`)}
                    </Text>
                    {(userInfo.companyName || userInfo.companyNameEn) && (
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {lang === 'en'
                          ? userInfo.companyNameEn || userInfo.companyName
                          : userInfo.companyName}
                      </Text>
                    )}
                    <Text fontSize="xs" color="fg.subtle">
                      {userInfo.email}
                    </Text>
                  </Stack>
                </Box>
              )}
              <Menu.Separator />
              {personal.length > 0 && (
                <>
                  {personal.map((item) => (
                    <Menu.Item key={item.to} value={item.to} onClick={() => void navigate({ to: item.to })}>
                      {t(`user.personal.${item.key}`)}
                    </Menu.Item>
                  ))}
                  <Menu.Separator />
                </>
              )}
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t('user.help.title')}</Menu.ItemGroupLabel>
                <Menu.Item value="feedback" onClick={() => setFeedbackOpen(true)}>
                  {t('user.help.feedback')}
                </Menu.Item>
                {hasRoute('/manMade') && (
                  <Menu.Item value="leave-message" onClick={() => void navigate({ to: '/manMade' })}>
                    {t('user.help.leaveMessage')}
                  </Menu.Item>
                )}
              </Menu.ItemGroup>
              <Menu.Separator />
              {isDemo && (
                <>
                  <Menu.Item value="flows" onClick={() => void navigate({ to: '/dev/flows' })}>
                    {t('user.flows')}
                  </Menu.Item>
                  {canDemoPublishGazette() && (
                    <Menu.Item value="publish-gazette" onClick={() => void publishGazette()}>
                      {t('user.publishGazette')}
                    </Menu.Item>
                  )}
                  <Menu.Item value="reset-demo" onClick={resetDemo}>
                    {t('user.resetDemo')}
                  </Menu.Item>
                  <Menu.Separator />
                </>
              )}
              <Menu.Item value="sign-out" color="fg.error" onClick={() => void signOut()}>
                {t('user.signOut')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {feedbackOpen ? (
        <Suspense fallback={null}>
          <FeedbackDialog open onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
