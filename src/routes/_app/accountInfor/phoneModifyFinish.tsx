import { createFileRoute } from '@tanstack/react-router'
import { ContactFlowPage } from '../../../ui/security/contact-flow-page'
import { loadNamespaces } from '../../../i18n'

export const Route = createFileRoute('/_app/accountInfor/phoneModifyFinish')({
  // The kit's captcha and code inputs speak `auth`.
  loader: () => loadNamespaces('security', 'auth', 'errors', 'validation'),
  component: () => <ContactFlowPage flow="phoneChange" step="done" />,
})
