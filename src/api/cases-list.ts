import { casesCalls } from './catalogue/cases'
import { portfolioCalls } from './catalogue/portfolio'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'

/** The case list's calls: rows, the member's columns and views, labels, custom fields (issue 15). */
export const casesListKeys = queryKeys({
  list: casesCalls.brandmanagementGetCaseManagementLists,
  columns: casesCalls.brandmanagementUserConfigV1Get,
  views: casesCalls.brandmanagementUserConfigV2Get,
  labels: casesCalls.brandmanagementCaseManagementLabelGet,
  offices: casesCalls.brandmanagementGetMemberCaseCountry,
  applicants: casesCalls.brandmanagementGetMemberCaseApplicants,
  fields: portfolioCalls.customFieldGetCustomField,
})

/** Every visible case as a list row, with the team, labels and custom fields the columns name. */
export const caseListQuery = () => ({ ...callQueryOptions(casesListKeys.list, {}), staleTime: 30_000 })
export const caseColumnsQuery = () => callQueryOptions(casesListKeys.columns, {})
export const caseViewsQuery = () => callQueryOptions(casesListKeys.views, {})
export const caseLabelsQuery = () => callQueryOptions(casesListKeys.labels, {})
export const customFieldsQuery = () => callQueryOptions(casesListKeys.fields, {})

/** What a change to cases, labels or fields makes stale: the rows and the lists built from them. */
const CASES_CHANGED = {
  invalidates: [
    casesListKeys.list(),
    casesListKeys.labels(),
    casesListKeys.offices(),
    casesListKeys.applicants(),
  ],
}

export const saveColumnsMutation = () =>
  callMutationOptions(casesCalls.brandmanagementUserConfigV1Update, {
    invalidates: [casesListKeys.columns()],
  })
export const saveViewMutation = () =>
  callMutationOptions(casesCalls.brandmanagementUserConfigV2Update, { invalidates: [casesListKeys.views()] })
export const saveLabelMutation = () =>
  callMutationOptions(casesCalls.brandmanagementCaseManagementLabelAdd, CASES_CHANGED)
export const deleteLabelMutation = () =>
  callMutationOptions(casesCalls.brandmanagementCaseManagementLabelDelete, CASES_CHANGED)
/** Label, unlabel or assign many cases at once. */
export const bulkCasesMutation = () =>
  callMutationOptions(casesCalls.brandmanagementTabCaseManagementLabel, CASES_CHANGED)
export const deleteCasesMutation = () =>
  callMutationOptions(casesCalls.brandmanagementDeleteManagement, CASES_CHANGED)
export const importCasesMutation = () =>
  callMutationOptions(casesCalls.brandmanagementCaseManagementImport, CASES_CHANGED)

const FIELDS_CHANGED = {
  invalidates: [casesListKeys.fields(), casesListKeys.list(), casesListKeys.columns()],
}
export const saveCustomFieldsMutation = () =>
  callMutationOptions(portfolioCalls.customFieldUpdateCustomField, FIELDS_CHANGED)
export const initCustomFieldsMutation = () =>
  callMutationOptions(portfolioCalls.customFieldInitCustomField, FIELDS_CHANGED)
