import { z } from 'zod'
import { IMPORT_COLUMNS } from '../../domain/cases/case-import'
import {
  BULK_MAX,
  columnsSchema,
  CUSTOM_FIELD_TYPES,
  customFieldsFormSchema,
  LABEL_COLORS,
  labelFormSchema,
  VIEWS_MAX,
  viewNameSchema,
} from '../../domain/cases/case-list-rules'
import { OFFICE_KINDS } from '../../domain/cases/case-record'
import type { TrademarkStatusId } from '../../domain/trademark-status'

const statusId = z.number().int().min(1).max(12) as unknown as z.ZodType<TrademarkStatusId>

/** A case as the list shows it, with its derived status and next deadline (CaseRow). */
export const caseRowSchema = z.object({
  id: z.string(),
  office: z.string(),
  officeKind: z.enum(OFFICE_KINDS),
  designations: z.array(z.string()),
  markName: z.string(),
  applicationNo: z.string(),
  registrationNo: z.string(),
  classes: z.array(z.string()),
  applicant: z.string(),
  agent: z.string(),
  status: statusId,
  expiryDate: z.string().nullable(),
  next: z
    .object({
      key: z.string(),
      kind: z.string(),
      due: z.string(),
      daysLeft: z.number().int(),
      title: z.string().optional(),
    })
    .nullable(),
  assigneeId: z.string().nullable(),
  labelIds: z.array(z.string()),
  reference: z.string(),
  customFields: z.record(z.string(), z.string()),
  source: z.string(),
  createdAt: z.string(),
})

export const caseLabelSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(LABEL_COLORS),
  /** Cases of the account carrying it. */
  count: z.number().int(),
})
export type CaseLabelView = z.output<typeof caseLabelSchema>

export const customFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(z.string()),
})
export type CustomFieldView = z.output<typeof customFieldSchema>

const memberSchema = z.object({ id: z.string(), name: z.string(), active: z.boolean() })

/** The list's search as saved (URL values). */
const searchRecord = z.record(z.string(), z.union([z.string(), z.number()]))
const savedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  search: searchRecord,
})
export type SavedViewView = z.output<typeof savedViewSchema>

const caseIds = z.array(z.string().min(1)).min(1).max(BULK_MAX)
const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})
const fileResponse = z.custom<Blob>()

export const importErrorSchema = z.object({
  row: z.number().int(),
  column: z.enum(IMPORT_COLUMNS.map((c) => c.key) as [string, ...string[]]).nullable(),
  /** In the caller's language. */
  message: z.string(),
})
export type ImportErrorView = z.output<typeof importErrorSchema>

export const casesListSchemas = {
  /** Every case the acting member sees, as list rows; the team (for names) and the labels. */
  brandmanagementGetCaseManagementLists: {
    req: z.object({}),
    res: z.object({
      today: z.string(),
      rows: z.array(caseRowSchema),
      members: z.array(memberSchema),
      labels: z.array(caseLabelSchema),
      fields: z.array(customFieldSchema),
    }),
  },
  /** The member's visible columns in order (null: the default set). */
  brandmanagementUserConfigV1Get: {
    req: z.object({}),
    res: z.object({ columns: z.array(z.string()).nullable() }),
  },
  brandmanagementUserConfigV1Update: {
    req: z.object({ columns: columnsSchema.nullable() }),
    res: z.object({ columns: z.array(z.string()).nullable() }),
  },
  /** The member's saved filter views. */
  brandmanagementUserConfigV2Get: {
    req: z.object({}),
    res: z.object({ views: z.array(savedViewSchema) }),
  },
  /** Saves a view (a new one when `id` is empty) or deletes one (`remove`). */
  brandmanagementUserConfigV2Update: {
    req: z.union([
      viewNameSchema.extend({ id: z.string().default(''), search: searchRecord }),
      z.object({ remove: z.string().min(1) }),
    ]),
    res: z.object({ views: z.array(savedViewSchema).max(VIEWS_MAX) }),
  },
  brandmanagementCaseManagementLabelGet: {
    req: z.object({}),
    res: z.object({ labels: z.array(caseLabelSchema) }),
  },
  /** Adds a label, or renames / recolours one (`id` given). */
  brandmanagementCaseManagementLabelAdd: {
    req: labelFormSchema.extend({ id: z.string().default('') }),
    res: caseLabelSchema,
  },
  /** Deletes a label and takes it off every case; answers how many cases carried it. */
  brandmanagementCaseManagementLabelDelete: {
    req: z.object({ id: z.string().min(1) }),
    res: z.object({ removedFrom: z.number().int() }),
  },
  /** Bulk change of many cases: put a label on or take it off, or assign them to a member (null: nobody). */
  brandmanagementTabCaseManagementLabel: {
    req: z.discriminatedUnion('action', [
      z.object({ action: z.enum(['addLabel', 'removeLabel']), caseIds, labelId: z.string().min(1) }),
      z.object({ action: z.literal('assign'), caseIds, assigneeId: z.string().min(1).nullable() }),
    ]),
    res: z.object({ changed: z.number().int() }),
  },
  /** Deletes cases (history records each). */
  brandmanagementDeleteManagement: {
    req: z.object({ caseIds }),
    res: z.object({ deleted: z.number().int() }),
  },
  /** Offices of the member's visible cases with counts. */
  brandmanagementGetMemberCaseCountry: {
    req: z.object({}),
    res: z.object({
      offices: z.array(
        z.object({ office: z.string(), officeKind: z.enum(OFFICE_KINDS), count: z.number().int() }),
      ),
    }),
  },
  /** Applicants of the member's visible cases with counts. */
  brandmanagementGetMemberCaseApplicants: {
    req: z.object({}),
    res: z.object({ applicants: z.array(z.object({ name: z.string(), count: z.number().int() })) }),
  },
  /** The filtered (or the selected) cases as .xlsx, in the member's column order. */
  brandmanagementCaseManagementExport: {
    req: z.object({
      search: searchRecord.default({}),
      ids: z.array(z.string()).max(BULK_MAX).optional(),
      columns: z.array(z.string()).optional(),
    }),
    res: fileResponse,
  },
  /** The import template (.xlsx): header row, instructions sheet, lists for office and classes. */
  brandmanagementDownloadCaseManagementExcel: {
    req: z.object({}),
    res: fileResponse,
  },
  /** Form data `file`: the filled template. Every row is checked; nothing is imported if any row is bad. */
  brandmanagementCaseManagementImport: {
    req: z.object({ file: blob }),
    res: z.object({
      imported: z.number().int(),
      caseIds: z.array(z.string()),
      rows: z.number().int(),
      errors: z.array(importErrorSchema),
    }),
  },
}

export const customFieldSchemas = {
  customFieldGetCustomField: {
    req: z.object({}),
    res: z.object({ fields: z.array(customFieldSchema) }),
  },
  /** Replaces the account's fields (a field left out is deleted and its values cleared). */
  customFieldUpdateCustomField: {
    req: customFieldsFormSchema,
    res: z.object({ fields: z.array(customFieldSchema) }),
  },
  /** Gives an account without custom fields the suggested set; refused when it has some. */
  customFieldInitCustomField: {
    req: z.object({}),
    res: z.object({ fields: z.array(customFieldSchema) }),
  },
}
