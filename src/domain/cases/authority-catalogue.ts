// The role editor's list of authorities (caseManagement/authority/authority): grouped, with a label and a
// one-line explanation in both languages, and what each one needs beside it. The mock serves it; the role
// editor renders it and checks the same prerequisites the mock checks.
import { AUTHORITIES, type Authority } from './authorities'

export interface Bilingual {
  zh: string
  en: string
}

export interface AuthorityEntry {
  id: Authority
  label: Bilingual
  explanation: Bilingual
  /** Authorities a role must also hold for this one to make sense (editing cases needs seeing them). */
  requires: Authority[]
}

export interface AuthorityGroup {
  id: 'cases' | 'deadlines' | 'documents' | 'portfolios' | 'team'
  label: Bilingual
  authorities: AuthorityEntry[]
}

/** What each authority needs beside it; every case-manager authority needs seeing the cases first. */
export const AUTHORITY_REQUIRES: Readonly<Record<Authority, readonly Authority[]>> = {
  'case.view': [],
  'case.edit': ['case.view'],
  'case.delete': ['case.view', 'case.edit'],
  'case.import': ['case.view'],
  'case.export': ['case.view'],
  'deadline.manage': ['case.view'],
  'document.view': [],
  'document.upload': ['document.view'],
  'document.delete': ['document.view'],
  'portfolio.manage': ['case.view'],
  'team.manage': ['case.view'],
}

const TEXT: Readonly<Record<Authority, [Bilingual, Bilingual]>> = {
  'case.view': [
    { zh: '查看案件', en: 'View cases' },
    { zh: '查看案件、期限与历史记录', en: 'See cases, their deadlines and history' },
  ],
  'case.edit': [
    { zh: '编辑案件', en: 'Edit cases' },
    { zh: '新建与修改案件、记录状态、指派负责人', en: 'Create and change cases, record statuses, assign' },
  ],
  'case.delete': [
    { zh: '删除案件', en: 'Delete cases' },
    { zh: '删除案件，删除后不可恢复', en: 'Delete cases; a deleted case cannot be restored' },
  ],
  'case.import': [
    { zh: '导入案件', en: 'Import cases' },
    { zh: '用 Excel 模板批量导入案件', en: 'Import cases in bulk from the Excel template' },
  ],
  'case.export': [
    { zh: '导出案件', en: 'Export cases' },
    { zh: '把案件列表导出为 Excel', en: 'Export the case list to Excel' },
  ],
  'deadline.manage': [
    { zh: '管理期限', en: 'Manage deadlines' },
    { zh: '标记期限完成、添加自定义期限与提醒', en: 'Mark deadlines done, add own deadlines and reminders' },
  ],
  'document.view': [
    { zh: '查看文件', en: 'View documents' },
    { zh: '浏览、搜索与下载文件', en: 'Browse, search and download documents' },
  ],
  'document.upload': [
    { zh: '上传文件', en: 'Upload documents' },
    { zh: '上传文件、建立文件夹、确认识别结果', en: 'Upload, make folders, confirm recognised text' },
  ],
  'document.delete': [
    { zh: '删除文件', en: 'Delete documents' },
    { zh: '删除文件与文件夹', en: 'Delete documents and folders' },
  ],
  'portfolio.manage': [
    { zh: '管理申请人商标库', en: 'Manage applicant portfolios' },
    { zh: '添加申请人并同步其注册商标', en: 'Add applicants and pull their marks from the register' },
  ],
  'team.manage': [
    { zh: '管理团队', en: 'Manage the team' },
    { zh: '管理成员、部门、角色与席位', en: 'Manage members, departments, roles and seats' },
  ],
}

const GROUPS: readonly [AuthorityGroup['id'], Bilingual, readonly Authority[]][] = [
  [
    'cases',
    { zh: '案件', en: 'Cases' },
    ['case.view', 'case.edit', 'case.delete', 'case.import', 'case.export'],
  ],
  ['deadlines', { zh: '期限', en: 'Deadlines' }, ['deadline.manage']],
  ['documents', { zh: '文件', en: 'Documents' }, ['document.view', 'document.upload', 'document.delete']],
  ['portfolios', { zh: '申请人商标库', en: 'Applicant portfolios' }, ['portfolio.manage']],
  ['team', { zh: '团队', en: 'Team' }, ['team.manage']],
]

/** Every authority in its group, in the order of AUTHORITIES. */
export const AUTHORITY_GROUPS: readonly AuthorityGroup[] = GROUPS.map(([id, label, list]) => ({
  id,
  label,
  authorities: list.map((a) => ({
    id: a,
    label: TEXT[a][0],
    explanation: TEXT[a][1],
    requires: [...AUTHORITY_REQUIRES[a]],
  })),
}))

/** The authorities whose prerequisites are missing from the set: [authority, what it needs]. */
export function missingPrerequisites(granted: readonly Authority[]): [Authority, Authority[]][] {
  const has = new Set(granted)
  return AUTHORITIES.filter((a) => has.has(a))
    .map((a): [Authority, Authority[]] => [a, AUTHORITY_REQUIRES[a].filter((r) => !has.has(r))])
    .filter(([, missing]) => missing.length > 0)
}

/** The set with `authority` turned on (with what it needs) or off (with what needs it). */
export function toggleAuthority(
  granted: readonly Authority[],
  authority: Authority,
  on: boolean,
): Authority[] {
  const next = new Set(granted)
  if (on) {
    const add = (a: Authority) => {
      next.add(a)
      AUTHORITY_REQUIRES[a].forEach(add)
    }
    add(authority)
  } else {
    const remove = (a: Authority) => {
      next.delete(a)
      AUTHORITIES.filter((d) => next.has(d) && AUTHORITY_REQUIRES[d].includes(a)).forEach(remove)
    }
    remove(authority)
  }
  return AUTHORITIES.filter((a) => next.has(a))
}
