import { Button, Spinner, Stack } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userInfoQuery } from '../../api/auth'
import { BusinessError } from '../../api/client'
import type { UserInfo } from '../../api/schemas/auth'
import { unbindWechatMutation } from '../../api/security'
import { maskContact } from '../../domain/contact-mask'
import { formatDateTime } from '../../domain/format'
import type { Lang } from '../../i18n'
import { LoadFailed } from '../kit/load-failed'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { FactList } from '../kit/fact-list'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { CONTACT_FLOW_ROUTES, contactFlowFor, stepsOf } from './contact-flow-routes'
import { PasswordDialog } from './password-dialog'
import { SecurityItem } from './security-item'
import { useAccountUpdated } from './use-account-updated'
import { WechatBindDialog } from './wechat-bind-dialog'

/**
 * /security and /accountInfor/securitySet: the sign-in password (changed in a dialog), the mobile number and
 * e-mail address (masked; changed or bound through their code flows), WeChat (bound by a QR scan, unbound
 * after a question) and the latest sign-in. The mock keeps no sign-in history beyond the latest time.
 */
export function SecurityPage() {
  const { t } = useTranslation('security')
  const user = useQuery(userInfoQuery())
  return (
    <Stack gap="4" data-testid="security-page">
      <PageHeader title={t('overview.title')} description={t('overview.intro')} />
      {user.data ? (
        <SecurityOverview user={user.data} />
      ) : user.isError ? (
        <LoadFailed message={t('overview.failed')} onRetry={() => void user.refetch()} />
      ) : (
        <Spinner alignSelf="center" role="status" aria-label={t('overview.loading')} />
      )}
    </Stack>
  )
}

function ContactLink({ channel, current }: { channel: 'mobile' | 'email'; current: string }) {
  const { t } = useTranslation('security')
  const flow = contactFlowFor(channel, current)
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink
        to={CONTACT_FLOW_ROUTES[flow][stepsOf(flow)[0]!]}
        data-testid={`security-${channel}-action`}
      >
        {current ? t(`${channel}.change`) : t(`${channel}.bind`)}
      </RouterLink>
    </Button>
  )
}

function SecurityOverview({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation('security')
  const lang = i18n.language as Lang
  const updated = useAccountUpdated()
  const unbind = useMutation(unbindWechatMutation())
  const [dialog, setDialog] = useState<'password' | 'wechat' | 'unbind' | null>(null)
  const close = () => setDialog(null)
  return (
    <>
      <SectionCard title={t('overview.section')} testId="security-items">
        <Stack as="ul" gap="0" m="0" p="0">
          <SecurityItem
            testId="security-password"
            title={t('password.title')}
            description={t('password.description')}
            value={t('password.status')}
            set
            actions={
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog('password')}
                data-testid="security-password-action"
              >
                {t('password.change')}
              </Button>
            }
          />
          <SecurityItem
            testId="security-mobile"
            title={t('mobile.title')}
            description={t('mobile.description')}
            value={user.mobile ? maskContact(user.mobile) : t('mobile.none')}
            set={Boolean(user.mobile)}
            actions={<ContactLink channel="mobile" current={user.mobile} />}
          />
          <SecurityItem
            testId="security-email"
            title={t('email.title')}
            description={t('email.description')}
            value={user.email ? maskContact(user.email) : t('email.none')}
            set={Boolean(user.email)}
            actions={<ContactLink channel="email" current={user.email} />}
          />
          <SecurityItem
            testId="security-wechat"
            title={t('wechat.title')}
            description={t('wechat.description')}
            value={user.wechatBound ? t('wechat.bound') : t('wechat.none')}
            set={user.wechatBound}
            actions={
              user.wechatBound ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setDialog('unbind')}
                  data-testid="security-wechat-action"
                >
                  {t('wechat.unbind')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDialog('wechat')}
                  data-testid="security-wechat-action"
                >
                  {t('wechat.bind')}
                </Button>
              )
            }
          />
        </Stack>
      </SectionCard>
      <SectionCard title={t('signIn.title')} description={t('signIn.description')} testId="security-sign-in">
        <FactList
          rows={[
            [t('signIn.last'), formatDateTime(user.lastLoginAt, lang)],
            [t('signIn.created'), formatDateTime(user.createdAt, lang)],
          ]}
        />
      </SectionCard>
      <PasswordDialog open={dialog === 'password'} onClose={close} />
      <WechatBindDialog open={dialog === 'wechat'} onClose={close} />
      <ConfirmDialog
        open={dialog === 'unbind'}
        onClose={close}
        title={t('wechat.unbindTitle')}
        message={t('wechat.unbindQuestion')}
        confirmLabel={t('wechat.unbind')}
        busy={unbind.isPending}
        onConfirm={() =>
          unbind.mutate(
            {},
            {
              onSuccess: (answer) => {
                updated(answer.user)
                toastSuccess(t('wechat.unbound'))
                close()
              },
              onError: (e) =>
                toastError(e instanceof BusinessError && e.msg ? e.msg : t('wechat.unbindFailed')),
            },
          )
        }
        testId="wechat-unbind-dialog"
        confirmTestId="wechat-unbind-confirm"
      />
    </>
  )
}
