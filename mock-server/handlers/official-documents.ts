import { casesCalls } from '../../src/api/catalogue/cases'
import { officialDocumentsSchemas } from '../../src/api/schemas/official-documents'
import { matchesDocumentKeyword, OFFICIAL_DOCUMENT_KINDS } from '../../src/domain/official-documents'
import { officialDocumentsOf } from '../commerce/official-documents-store'
import type { HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'

/** The member's official documents, the PDFs of which are stored on the way when an order's are new. */
function documentsOfCaller(ctx: HandlerContext<unknown>) {
  const user = ctx.requireUser()
  const { list, stored } = officialDocumentsOf(ctx.db, user.id)
  if (stored) ctx.changed()
  return list
}

/** The official documents of the member's cases (brandmanagement/document official lists). */
export const officialDocumentsHandlers = defineHandlers(casesCalls, officialDocumentsSchemas, {
  brandmanagementDocumentOfficialFileNameList(ctx) {
    const { kind, keyword, dateFrom, dateTo, pageNum, pageSize } = ctx.body
    const matching = documentsOfCaller(ctx).filter(
      (d) =>
        (kind === undefined || d.kind === kind) &&
        (dateFrom === '' || d.issuedOn >= dateFrom) &&
        (dateTo === '' || d.issuedOn <= dateTo) &&
        matchesDocumentKeyword(d, keyword),
    )
    return ctx.ok({
      list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: matching.length,
      pageNum,
      pageSize,
    })
  },
  brandmanagementDocumentOfficialDirList(ctx) {
    const all = documentsOfCaller(ctx)
    return ctx.ok({
      total: all.length,
      kinds: OFFICIAL_DOCUMENT_KINDS.map((kind) => ({
        kind,
        total: all.filter((d) => d.kind === kind).length,
      })),
    })
  },
})
