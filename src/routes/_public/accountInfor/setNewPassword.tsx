import { loadNamespaces } from '../../../i18n'
import { createFileRoute } from '@tanstack/react-router'
import { SetNewPasswordPage } from '../../../ui/auth/set-new-password-page'

export const Route = createFileRoute('/_public/accountInfor/setNewPassword')({
  loader: () => loadNamespaces('auth'),
  staticData: { title: { zh: '设置新密码', en: 'Set a new password' } },
  component: SetNewPasswordPage,
})
