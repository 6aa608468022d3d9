import { BIG_DATA_TABS, type BigDataTab } from '../../../domain/analytics-tabs'
import { oneOfParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'

/**
 * /analyze/trademarkBigData and /analyze/trademarkMap render one page; they differ in the tab they open on
 * (the overview, the maps). A link may name the other tab.
 */
export function bigDataRoute(defaultTab: BigDataTab) {
  return {
    validateSearch: (search: Record<string, unknown>): { tab?: BigDataTab } => {
      const tab = oneOfParam(search.tab, BIG_DATA_TABS, defaultTab)
      return tab === defaultTab ? {} : { tab }
    },
    loader: () => loadNamespaces('analytics', 'validation', 'errors'),
    staticData: { menu: 'analytics' },
  }
}
