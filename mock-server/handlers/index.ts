import type { BoundHandler } from '../define-handlers'
import { authHandlers } from './auth'
import { userHandlers } from './user'
import { memberHandlers } from './member'
import { certificationHandlers } from './certification'
import { referenceHandlers } from './reference'
import { filesHandlers } from './files'
import { ordersHandlers } from './orders'
import { searchCountriesHandlers } from './search-countries'
import { paymentHandlers } from './payment'
import { currencyHandlers } from './currency'
import { ordersManageHandlers } from './orders-manage'
import { billsHandlers } from './bills'
import { timestampsHandlers } from './timestamps'
import { invoicesHandlers } from './invoices'
import { benefitsHandlers } from './benefits'
import { feesHandlers } from './fees'
import { orderTasksHandlers } from './order-tasks'
import { registrationGoodsHandlers } from './registration-goods'
import { registrationApplicantsHandlers } from './registration-applicants'
import { registrationMarksHandlers } from './registration-marks'
import { registrationRegionsHandlers } from './registration-regions'
import { registrationDocumentsHandlers } from './registration-documents'
import { registrationDraftsHandlers } from './registration-drafts'
import { renewalListHandlers } from './renewal-list'
import { servicesLicenceHandlers } from './services-licence'
import { servicesContestedHandlers } from './services-contested'
import { renewalHandlers } from './renewal'
import { servicePricingHandlers } from './service-pricing'
import { serviceReissueHandlers } from './service-reissue'
import { servicesAssignmentHandlers } from './services-assignment'
import { servicesChangeHandlers } from './services-change'
import { searchGroupHandlers } from './search-group'
import { feedbackHandlers } from './feedback'
import { officialDocumentsHandlers } from './official-documents'
import { casesListHandlers } from './cases-list'
import { casesDetailHandlers } from './cases-detail'
import { casesDeadlinesHandlers } from './cases-deadlines'
import { documentsHandlers } from './documents'
import { teamHandlers } from './team'
import { applicantPortfoliosHandlers } from './applicant-portfolios'
import { searchReportNotesHandlers } from './search-report'
import { monitoringHandlers } from './monitoring'
import { monitoringYearsHandlers } from './monitoring-years'

/** Every built handler; an area's issue adds its module here and removes its entries from pending.ts. */
export const allHandlers: BoundHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...memberHandlers,
  ...certificationHandlers,
  ...referenceHandlers,
  ...filesHandlers,
  ...ordersHandlers,
  ...searchGroupHandlers,
  ...searchCountriesHandlers,
  ...paymentHandlers,
  ...currencyHandlers,
  ...ordersManageHandlers,
  ...billsHandlers,
  ...timestampsHandlers,
  ...invoicesHandlers,
  ...benefitsHandlers,
  ...feesHandlers,
  ...orderTasksHandlers,
  ...registrationGoodsHandlers,
  ...registrationApplicantsHandlers,
  ...registrationMarksHandlers,
  ...registrationRegionsHandlers,
  ...registrationDocumentsHandlers,
  ...registrationDraftsHandlers,
  ...renewalListHandlers,
  ...servicesLicenceHandlers,
  ...servicesContestedHandlers,
  ...renewalHandlers,
  ...servicePricingHandlers,
  ...serviceReissueHandlers,
  ...servicesAssignmentHandlers,
  ...servicesChangeHandlers,
  ...officialDocumentsHandlers,
  ...feedbackHandlers,
  ...casesListHandlers,
  ...casesDetailHandlers,
  ...casesDeadlinesHandlers,
  ...documentsHandlers,
  ...teamHandlers,
  ...applicantPortfoliosHandlers,
  ...searchReportNotesHandlers,
  ...monitoringHandlers,
  ...monitoringYearsHandlers,
]
