import type { BoundHandler } from '../define-handlers'
// The demo's "view as" switch of the case manager's team (a simulation, no handler).
import '../cases/act-as'
// The demo's "publish the next gazette issue" control (monitoring; a simulation, no handler).
import '../monitoring/gazette-schedule'
import { authHandlers } from './auth'
import { benefitsHandlers } from './benefits'
import { billsHandlers } from './bills'
import { currencyHandlers } from './currency'
import { feedbackHandlers } from './feedback'
import { feesHandlers } from './fees'
import { filesHandlers } from './files'
import { invoicesHandlers } from './invoices'
import { memberHandlers } from './member'
import { ordersHandlers } from './orders'
import { ordersManageHandlers } from './orders-manage'
import { paymentHandlers } from './payment'
import { referenceHandlers } from './reference'
import { renewalListHandlers } from './renewal-list'
import { searchCountriesHandlers } from './search-countries'
import { userHandlers } from './user'

/**
 * The handlers the demo's mock answers with from its start (mock-server/index.ts): the areas whose code and
 * data are light (sign-in, the user, home and its renewal deadlines, orders, bills, payment). Every other handler (index.ts) loads
 * when a request first needs one, with the heavy parts: the generated register (faker, pinyin), the goods
 * tables, the applicant help. A handler listed here is the same one index.ts lists.
 */
export const firstHandlers: BoundHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...memberHandlers,
  ...referenceHandlers,
  ...filesHandlers,
  ...ordersHandlers,
  ...searchCountriesHandlers,
  ...paymentHandlers,
  ...currencyHandlers,
  ...ordersManageHandlers,
  ...billsHandlers,
  ...invoicesHandlers,
  ...benefitsHandlers,
  ...feesHandlers,
  // Home's renewal deadlines ask for their mark's renewal facts (trademark/getExtend).
  ...renewalListHandlers,
  // Every page logs its view (log/log1.do) and the help menu's feedback form is on every page.
  ...feedbackHandlers,
]
