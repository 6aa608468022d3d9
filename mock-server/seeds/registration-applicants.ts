import type { Seeder } from './seed-kit'
import type { Applicant } from '../../src/domain/registration/types'
import { idCardCheckChar, usccCheckChar } from '../../src/domain/registration/applicant-ids'
import { addressPrefix, divisionPath } from '../reference-data/china-divisions'
import { DEMO_APPLICANTS, type ApplicantRow } from './registration-applicants-rows'
import { AGENCY_APPLICANTS } from './registration-applicants-agency'

/** An applicant of an account (what the wizard copies into a draft when it is chosen). */
export interface ApplicantRecord extends Applicant {
  userId: string
  /** The account's own tags ('子公司', '境外客户' …), at most 5. */
  labels: string[]
  createdAt: string
  updatedAt: string
}

declare module '../db' {
  interface MockTables {
    applicants: ApplicantRecord[]
  }
}

/** The file name of a seeded applicant's licence or identity document (the PDF is made on first use). */
function documentName(row: ApplicantRow, uscc: string): string {
  if (row.kind === 'enterprise')
    return row.country === 'CN' ? `营业执照-${uscc}.pdf` : `Certificate-of-Incorporation-${row.id}.pdf`
  if (row.idCard) return `身份证-${row.nameZh}.pdf`
  return `${row.idDoc?.type === 'passport' ? 'Passport' : 'Identity-Document'}-${row.id}.pdf`
}

/** Expands a seed row into a record with valid check characters and real division names. */
export function applicantFromRow(row: ApplicantRow, userId: string, today: string): ApplicantRecord {
  const path = row.district ? divisionPath(row.district) : null
  if (row.district && !path) throw new Error(`[seed] unknown district ${row.district} of ${row.id}`)
  const first17 = row.uscc && path ? `${row.uscc[0]}${path.district.code}${row.uscc[1]}` : ''
  const uscc = first17 ? `${first17}${usccCheckChar(first17) ?? ''}` : ''
  const id17 = row.idCard && path ? `${path.district.code}${row.idCard[0]}${row.idCard[1]}` : ''
  const idNumber = id17 ? `${id17}${idCardCheckChar(id17) ?? ''}` : (row.idDoc?.number ?? '')
  const addressZh = path ? `${addressPrefix(path)}${row.street ?? ''}` : (row.addressZh ?? '')
  const at = new Date(new Date(`${today}T10:00:00+08:00`).getTime() - row.daysAgo * 86_400_000).toISOString()
  return {
    applicantId: row.id,
    userId,
    kind: row.kind,
    idType: row.kind === 'enterprise' ? null : row.idCard ? 'idCard' : (row.idDoc?.type ?? 'other'),
    idNumber,
    country: row.country,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    addressZh,
    addressEn: row.addressEn,
    province: path?.province ?? null,
    city: path?.city ?? null,
    district: path?.district ?? null,
    postalCode: row.postalCode,
    contactPerson: row.contact,
    phone: row.phone,
    email: row.email,
    licenceAddress: row.kind === 'enterprise' && path ? addressZh : '',
    uscc,
    licenceFile: { fileId: `f-applicant-${row.id}`, fileName: documentName(row, uscc) },
    isDefault: row.isDefault ?? false,
    labels: [...row.labels],
    createdAt: at,
    updatedAt: at,
  }
}

/** The demo accounts' applicants, laid out around `today`. */
export function seedApplicantRecords(today: string): ApplicantRecord[] {
  const rows: [string, readonly ApplicantRow[]][] = [
    ['u-demo', DEMO_APPLICANTS['u-demo'] ?? []],
    ['u-agency', AGENCY_APPLICANTS],
    ['u-person', DEMO_APPLICANTS['u-person'] ?? []],
  ]
  return rows.flatMap(([userId, list]) => list.map((row) => applicantFromRow(row, userId, today)))
}

/** Seeds the registration wizards' applicants (issue 5): 14 for the enterprise, 31 for the agency, 2 for the person. */
export const seedRegistrationApplicants: Seeder = (db, { today }) => {
  db.applicants = seedApplicantRecords(today)
}
