/**
 * The applicant-information help behind applicantInfo/getTitle, getSectionQuestion, getQuestion and
 * getContent: what CNIPA expects of each kind of applicant, in Chinese and English. Sections hold questions;
 * a question's answer is a list of paragraphs.
 */
export interface HelpText {
  zh: string
  en: string
}

export interface HelpQuestion {
  questionId: string
  title: HelpText
  paragraphs: { zh: string[]; en: string[] }
  related: string[]
}

export interface HelpSection {
  sectionId: string
  title: HelpText
  summary: HelpText
  questions: HelpQuestion[]
}

export const APPLICANT_HELP: readonly HelpSection[] = [
  {
    sectionId: 'enterprise',
    title: { zh: '企业申请人', en: 'Enterprise applicants' },
    summary: {
      zh: '公司、合伙企业、个体工商户及其他组织的名称、信用代码、地址和营业执照。',
      en: 'Name, credit code, address and licence of companies, partnerships, sole traders and other organisations.',
    },
    questions: [
      {
        questionId: 'enterprise-name',
        title: { zh: '申请人名称应如何填写？', en: 'How should the applicant name be written?' },
        paragraphs: {
          zh: [
            '申请人名称必须与营业执照（或事业单位法人证书、社会团体登记证书等主体资格证明文件）上的名称完全一致，包括“有限公司”“有限责任公司”等组织形式和括号。',
            '营业执照上的括号为全角“（ ）”，请照录。名称中不能有空格；误输入的全角字母和数字会自动转换为半角。',
            '分公司、办事处等不具备法人资格的分支机构不能以自己的名义申请商标，应以总公司为申请人。',
            '已用于已提交订单的申请人，名称和信用代码不能在本平台直接修改：名义变更需向商标局办理变更申请，新申请请另建申请人。',
          ],
          en: [
            'The applicant name must be exactly the name on the business licence (or the certificate of the public institution, social organisation …), including the legal form such as “有限公司” and the brackets.',
            'Licences print full-width brackets “（ ）”: copy them as printed. The name may not contain spaces; full-width letters and digits typed by mistake are converted to half-width.',
            'A branch or representative office without legal personality cannot apply in its own name: the head company is the applicant.',
            'Once an applicant has been used in a filed order, its name and credit code cannot be edited here: a change of name is recorded by a change request at CNIPA. Create a new applicant for new filings instead.',
          ],
        },
        related: ['enterprise-uscc', 'enterprise-licence'],
      },
      {
        questionId: 'enterprise-uscc',
        title: { zh: '统一社会信用代码填写要求', en: 'The unified social credit code' },
        paragraphs: {
          zh: [
            '统一社会信用代码为18位，印在营业执照左上方，由数字和大写字母组成（不含 I、O、Z、S、V）。',
            '第18位是按国家标准 GB 32100-2015 由前17位计算出的校验码：输错任何一位，系统都会提示“校验码不符”，请对照执照逐位核对。',
            '由旧组织机构代码转换而来的代码中可能含有 I、O、Z、S、V 等字母，也可以填写。',
          ],
          en: [
            'The unified social credit code has 18 characters, printed at the top left of the business licence: digits and capital letters (never I, O, Z, S or V).',
            'The 18th character is a check character computed from the first 17 (GB 32100-2015): a single mistyped character is reported as a check-character mismatch. Compare the code with the licence character by character.',
            'Codes converted from an old organisation code may contain I, O, Z, S or V; they are accepted too.',
          ],
        },
        related: ['enterprise-name'],
      },
      {
        questionId: 'enterprise-address',
        title: { zh: '申请人地址与营业执照地址', en: 'Applicant address and licence address' },
        paragraphs: {
          zh: [
            '营业执照地址须与执照上的“住所”完全一致，商标注册证上将记载申请人地址。',
            '申请人地址应写明省、市、区（县）和详细门牌号，并与所选省市区一致；如实际经营地址与执照住所不同，申请人地址以执照住所为准。',
            '地址中文需使用中文书写；如需英文地址（马德里、海外申请），请按“门牌号、道路、区、市、省”的顺序填写。',
          ],
          en: [
            'The licence address must be the domicile exactly as printed on the business licence; the registration certificate records the applicant address.',
            'The applicant address names the province, city, district (county) and the full street address, matching the division chosen. If the business is run elsewhere, use the domicile on the licence.',
            'The Chinese address is written in Chinese. For Madrid and overseas filings give the English address as well: house number, road, district, city, province.',
          ],
        },
        related: ['enterprise-licence', 'contact-phone'],
      },
      {
        questionId: 'enterprise-licence',
        title: { zh: '营业执照上传要求', en: 'Uploading the business licence' },
        paragraphs: {
          zh: [
            '请上传清晰完整的营业执照扫描件或照片（建议加盖公章）：图片支持 JPG、PNG、GIF、TIFF，不超过 10MB；PDF 不超过 2MB。',
            '执照须在有效期内且未被吊销、注销；企业申请人的经营范围不必覆盖申请的商品或服务。',
            '事业单位、社会团体等请上传对应的法人证书或登记证书。',
          ],
          en: [
            'Upload a clear, complete scan or photo of the business licence (stamped with the company seal if possible): JPG, PNG, GIF or TIFF images up to 10 MB, PDF up to 2 MB.',
            'The licence must be valid and not revoked or cancelled; a company’s business scope need not cover the goods or services applied for.',
            'Public institutions and social organisations upload their legal-person or registration certificate.',
          ],
        },
        related: ['enterprise-name'],
      },
    ],
  },
  {
    sectionId: 'individual',
    title: { zh: '自然人申请人', en: 'Individual applicants' },
    summary: {
      zh: '个人申请的条件、证件类型与号码、地址和身份证明文件。',
      en: 'Who may apply as a person, identity documents and numbers, address and documents.',
    },
    questions: [
      {
        questionId: 'individual-eligibility',
        title: { zh: '个人可以申请商标吗？', en: 'Can an individual apply for a trademark?' },
        paragraphs: {
          zh: [
            '可以。中国大陆自然人应当是个体工商户、农村承包经营户或其他依法从事经营活动的人，申请的商品或服务应在其营业执照或经营证明的范围内。',
            '需提交身份证复印件，以及个体工商户营业执照或农村土地承包经营合同等经营证明；可合并为一个文件上传。',
            '外国自然人提交护照复印件；港澳台居民可提交居民身份证、往来内地通行证或居住证。',
          ],
          en: [
            'Yes. A mainland individual must run a lawful business (a registered sole trader, a rural contracting household or similar), and the goods or services must fall within the scope of that business.',
            'Provide a copy of the ID card and the proof of business (the sole-trader licence or the rural land contract); both may be uploaded as one file.',
            'Foreign individuals provide a copy of the passport; residents of Hong Kong, Macao and Taiwan their identity card, travel permit or residence permit.',
          ],
        },
        related: ['individual-id'],
      },
      {
        questionId: 'individual-id',
        title: { zh: '证件类型与证件号码', en: 'Identity document type and number' },
        paragraphs: {
          zh: [
            '居民身份证：18位，最后一位可能是 X；系统会核对出生日期和校验码。居民身份证仅适用于国籍为中国的申请人。',
            '护照：按护照所印号码填写，5–17位字母或数字。',
            '其他证件（港澳居民身份证、往来内地通行证、外国人永久居留身份证等）：4–30位字母、数字、括号或连字符。',
            '姓名须与证件一致：中文姓名只能包含汉字，外文姓名的中文译名各部分之间用“·”分隔。',
          ],
          en: [
            'Resident ID card: 18 characters, the last may be X; the date of birth and the check character are verified. Only applicants of Chinese nationality hold one.',
            'Passport: the number as printed, 5–17 letters or digits.',
            'Other documents (Hong Kong or Macao identity card, travel permit, foreign permanent resident ID …): 4–30 letters, digits, brackets or hyphens.',
            'The name must match the document: a Chinese name has Chinese characters only; parts of a transliterated foreign name are separated by “·”.',
          ],
        },
        related: ['individual-eligibility'],
      },
      {
        questionId: 'individual-address',
        title: { zh: '个人申请人的地址', en: 'The address of an individual applicant' },
        paragraphs: {
          zh: [
            '填写身份证地址或经常居住地，写明省、市、区（县）和详细门牌号。',
            '个体工商户以个人名义申请时，也可以填写营业执照上的经营场所。',
          ],
          en: [
            'Give the address on the ID card or the habitual residence, with province, city, district (county) and the full street address.',
            'A sole trader applying in their own name may give the business premises on the licence instead.',
          ],
        },
        related: ['contact-phone'],
      },
    ],
  },
  {
    sectionId: 'foreign',
    title: { zh: '外国及港澳台申请人', en: 'Foreign, Hong Kong, Macao and Taiwan applicants' },
    summary: {
      zh: '外文名称和地址、代理要求、主体资格证明，以及马德里申请的特别要求。',
      en: 'Names and addresses in English, the agency requirement, proof of legal existence, Madrid specifics.',
    },
    questions: [
      {
        questionId: 'foreign-english',
        title: { zh: '为什么名称和地址必须用英文？', en: 'Why must the name and address be in English?' },
        paragraphs: {
          zh: [
            "中国大陆以外的申请人，其名称和地址按主体资格证明上的外文（拉丁字母）形式记载，只能使用英文字母、数字、空格及 . , ' & ( ) - / #。",
            '带重音或特殊字母请转写：é → e，ß → ss，ü → ue。',
            '中文译名可选填；在中国大陆申请时，我们会按惯例准备中文译名，并保持与您已有注册的一致。',
          ],
          en: [
            "For applicants outside mainland China the name and address are recorded in their foreign (Latin-letter) form, as on the proof of legal existence: English letters, digits, spaces and . , ' & ( ) - / # only.",
            'Transliterate accented and special letters: é → e, ß → ss, ü → ue.',
            'A Chinese translation is optional; for a mainland China filing we prepare the Chinese translation and keep it consistent with your existing registrations.',
          ],
        },
        related: ['foreign-documents', 'foreign-agency'],
      },
      {
        questionId: 'foreign-agency',
        title: { zh: '外国申请人必须委托代理机构吗？', en: 'Must a foreign applicant appoint an agency?' },
        paragraphs: {
          zh: [
            '在中国没有经常居所或营业所的外国人或外国企业，在中国申请商标应当委托依法设立的商标代理机构办理（《商标法》第十八条）。',
            '本平台即作为您的代理机构；委托书在“提交资料”步骤上传。',
          ],
          en: [
            'A foreign person or company with no habitual residence or place of business in China must file through a Chinese trademark agency (Trademark Law, Article 18).',
            'We act as your agency; the power of attorney is uploaded at the documents step.',
          ],
        },
        related: ['foreign-documents'],
      },
      {
        questionId: 'foreign-documents',
        title: { zh: '需要哪些主体资格证明？', en: 'Which proof of legal existence is needed?' },
        paragraphs: {
          zh: [
            '外国企业：公司注册证书或商业登记摘录；外国自然人：护照。',
            '文件为外文的，请一并提供中文译文；提交商标注册申请时一般无需公证认证。',
            '图片文件不超过 10MB，PDF 不超过 2MB。',
          ],
          en: [
            'Foreign companies: the certificate of incorporation or an extract of the commercial register; foreign individuals: the passport.',
            'Documents in a foreign language come with a Chinese translation; notarisation is usually not needed for filing.',
            'Images up to 10 MB, PDF up to 2 MB.',
          ],
        },
        related: ['foreign-english'],
      },
      {
        questionId: 'foreign-madrid',
        title: { zh: '马德里国际注册对申请人的要求', en: 'Applicants of a Madrid international application' },
        paragraphs: {
          zh: [
            '通过中国国家知识产权局提交马德里国际注册申请的，申请人须在中国大陆设有真实有效的营业场所，或在中国大陆有住所，或具有中国国籍。',
            '申请人必须是国内基础申请或基础注册的所有人，名称和地址须与基础商标一致；不一致的须先办理变更或转让。',
            '马德里申请须同时提供申请人的英文名称和英文地址。',
          ],
          en: [
            'An international application through CNIPA needs an applicant with a real and effective business establishment or a domicile in mainland China, or of Chinese nationality.',
            'The applicant must be the holder of the basic application or registration in China, with the same name and address; if they differ, record the change or assignment first.',
            'A Madrid application also needs the applicant’s name and address in English.',
          ],
        },
        related: ['joint-mix'],
      },
    ],
  },
  {
    sectionId: 'joint',
    title: { zh: '共同申请', en: 'Joint applicants' },
    summary: {
      zh: '两个以上主体共同申请、共同享有商标专用权的规则。',
      en: 'Rules for two or more parties applying for and owning one mark together.',
    },
    questions: [
      {
        questionId: 'joint-what',
        title: { zh: '什么是共同申请？', en: 'What is a joint application?' },
        paragraphs: {
          zh: [
            '两个以上的自然人、法人或其他组织可以共同向商标局申请注册同一商标，共同享有和行使该商标专用权（《商标法》第五条）。',
            '排在第一位的申请人为代表人，商标局的文件送达代表人（委托代理的送达代理机构）。',
            '注册后增减共有人须办理转让，请在申请前确认共有人。',
          ],
          en: [
            'Two or more persons, legal entities or organisations may apply together for one mark and own and exercise the right jointly (Trademark Law, Article 5).',
            'The first applicant is the representative: CNIPA serves its documents on the representative (or on the agency).',
            'Adding or removing a co-owner after registration takes an assignment, so settle the co-owners before filing.',
          ],
        },
        related: ['joint-limit', 'joint-mix'],
      },
      {
        questionId: 'joint-limit',
        title: { zh: '最多可以有几个申请人？', en: 'How many applicants can there be?' },
        paragraphs: {
          zh: [
            '每件申请的申请人与共同申请人合计最多 10 个。',
            '同一主体不能重复添加：相同的申请人、相同的统一社会信用代码或证件号码都会被拦截。',
            '每个共同申请人都需提供各自的主体资格证明文件。',
          ],
          en: [
            'An application has at most 10 applicants: the applicant plus the joint applicants.',
            'Nobody can be added twice: the same applicant, or the same credit code or identity number, is refused.',
            'Each joint applicant provides its own proof of identity or legal existence.',
          ],
        },
        related: ['joint-what'],
      },
      {
        questionId: 'joint-mix',
        title: {
          zh: '企业和个人、境内和境外主体可以共同申请吗？',
          en: 'Can companies and persons, or mainland and foreign parties, apply together?',
        },
        paragraphs: {
          zh: [
            '可以。在中国大陆、香港和海外申请中，企业与个人、境内与境外主体可以共同申请；境外共同申请人同样须提供英文名称和地址。',
            '马德里国际注册中，每一个申请人都须满足在中国大陆有住所或营业场所的条件。',
          ],
          en: [
            'Yes. For mainland China, Hong Kong and overseas filings, companies and persons, mainland and foreign parties may apply together; foreign joint applicants also give their name and address in English.',
            'In a Madrid international application every applicant must have a domicile or business establishment in mainland China.',
          ],
        },
        related: ['foreign-madrid'],
      },
    ],
  },
  {
    sectionId: 'contact',
    title: { zh: '联系信息', en: 'Contact details' },
    summary: {
      zh: '联系人、电话、邮编和邮箱的填写格式。',
      en: 'How to give the contact person, phone, postal code and email.',
    },
    questions: [
      {
        questionId: 'contact-phone',
        title: { zh: '电话和邮编的格式', en: 'Phone and postal code formats' },
        paragraphs: {
          zh: [
            '中国大陆：手机号为11位，以13、15、17或18开头；固定电话可带3–4位区号，如 021-50801234。邮政编码为6位数字。',
            '境外：电话请按国际格式填写，如 +65 6221 8800；邮政编码按当地格式填写，没有邮编的地区（如香港）可不填。',
          ],
          en: [
            'Mainland China: mobile numbers have 11 digits starting 13, 15, 17 or 18; landlines may have a 3–4 digit area code, e.g. 021-50801234. Postal codes have 6 digits.',
            'Elsewhere: give the phone in international form, e.g. +65 6221 8800, and the postal code as used locally; leave it empty where there is none (Hong Kong).',
          ],
        },
        related: ['contact-email'],
      },
      {
        questionId: 'contact-email',
        title: { zh: '联系人和邮箱有什么用？', en: 'What are the contact person and email for?' },
        paragraphs: {
          zh: [
            '联系人和电话用于我们就本申请与您沟通（补正、审查意见、缴费提醒等），不会记载在商标注册簿上。',
            '邮箱选填；填写后，申请进展的通知会同时发送到该邮箱。',
          ],
          en: [
            'The contact person and phone are how we reach you about this application (corrections, office actions, fee reminders); they are not entered in the register.',
            'The email is optional; when given, progress notices are also sent there.',
          ],
        },
        related: ['contact-phone'],
      },
    ],
  },
]
