import { loadNamespaces } from '../../../i18n'
import { createFileRoute } from '@tanstack/react-router'
import { SetNewPasswordPage } from '../../../ui/auth/set-new-password-page'

export const Route = createFileRoute('/_public/accountInfor/setNewPassword')({
  loader: () => loadNamespaces('auth'),
  component: SetNewPasswordPage,
})
