/**
 * The product's main menu. An entry shows only when the router has its target route, so areas that are not
 * built yet stay hidden instead of becoming dead links; each area's issue makes its entry appear by adding
 * the route.
 */
/** The fee sheets, one menu entry ("Fees") leading to the first; the fee pages show the list as tabs. */
export const FEE_SHEETS = [
  { key: 'trademark', to: '/offerSheet' },
  { key: 'printable', to: '/floorPageSheet' },
  { key: 'copyright', to: '/copyrightPageSheet' },
  { key: 'enforcement', to: '/enforcementPageSheet' },
] as const

export type FeeSheetKey = (typeof FEE_SHEETS)[number]['key']

/**
 * The case manager's pages (issue 15), one row of links under the header on every page of the 'cases' menu,
 * grouped as the team thinks of them. `authority`: shown only to a member whose role allows it.
 */
export const CASE_PAGES = [
  { key: 'home', to: '/managementHome', group: 'overview' },
  { key: 'cases', to: '/caseManage', group: 'cases' },
  { key: 'myCases', to: '/myCases', group: 'cases' },
  { key: 'byStatus', to: '/caseStatus', group: 'cases' },
  { key: 'marks', to: '/myTrademark', group: 'marks' },
  { key: 'updates', to: '/management/trademarkStatusUpdate', group: 'marks' },
  { key: 'deadlines', to: '/deadline', group: 'deadlines' },
  { key: 'reminders', to: '/timeLimitReminder', group: 'deadlines' },
  { key: 'documents', to: '/myDocument', group: 'documents' },
  { key: 'labels', to: '/Label', group: 'settings' },
  { key: 'record', to: '/record', group: 'settings' },
  { key: 'team', to: '/userList', group: 'settings' },
  { key: 'roles', to: '/roleAuthorityManagement', group: 'settings' },
] as const

/**
 * The trademark monitoring pages (issue 16), one row of links under the header on every page of the
 * 'monitoring' menu: buying and managing watches, their results and reports, then the accounts.
 */
export const MONITORING_PAGES = [
  { key: 'create', to: '/trademarkMonitoring', group: 'watches' },
  { key: 'myWatches', to: '/myMonitor', group: 'watches' },
  { key: 'results', to: '/monitoringResult', group: 'results' },
  { key: 'report', to: '/monitorReport', group: 'results' },
  { key: 'analysisReport', to: '/analysisReport', group: 'results' },
  { key: 'lawAdvise', to: '/lawAdvise', group: 'advice' },
  { key: 'monitoringAccount', to: '/myAccount', group: 'accounts' },
  { key: 'searchAccount', to: '/searchAccount', group: 'accounts' },
  { key: 'brandAccount', to: '/brandManageAccount', group: 'accounts' },
] as const

export const MAIN_MENU = [
  { key: 'home', to: '/home' },
  { key: 'search', to: '/query/fast' },
  { key: 'registration', to: '/Mainland_China_Applications' },
  // The services' entry point: the renewal list, where a renewal starts (the other services follow as built).
  { key: 'services', to: '/management/myTrademark' },
  { key: 'monitoring', to: '/trademarkMonitoring' },
  { key: 'protection', to: '/a' },
  { key: 'patent', to: '/patentSearch' },
  { key: 'copyright', to: '/copyrightRegistration' },
  { key: 'cases', to: '/managementHome' },
  { key: 'orders', to: '/orderManage' },
  { key: 'fees', to: '/offerSheet', sub: FEE_SHEETS },
  { key: 'analytics', to: '/analyze/myTrademarkAnalyze' },
  { key: 'help', to: '/helpCenter/businessProblems/operation' },
] as const

export type MenuKey = (typeof MAIN_MENU)[number]['key']
