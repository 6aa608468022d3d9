import { niceClassOf } from '../../src/domain/nice-classes'

/**
 * A short explanatory note per Nice class (after the Nice explanatory notes), with the official class headings
 * of src/domain/nice-classes (the one source of the headings). Index 0 is class 01.
 */
export interface NiceClassNote {
  headingZh: string
  headingEn: string
  noteZh: string
  noteEn: string
}

type Row = readonly [noteZh: string, noteEn: string]

const ROWS: readonly Row[] = [
  [
    '本类主要包括用于工业、科学和农业的化学品，包括用于制造属于其他类别产品的化学品。',
    'Mainly chemicals used in industry, science and agriculture, including those which go to the making of products belonging to other classes.',
  ],
  [
    '本类主要包括颜料、着色剂和防腐制品。',
    'Mainly paints, colorants and preparations used for the protection against corrosion.',
  ],
  [
    '本类主要包括不含药物的梳洗用制剂，以及家庭和其他环境用清洁制剂。',
    'Mainly non-medicated toiletry preparations, as well as cleaning preparations for use in the home and other environments.',
  ],
  [
    '本类主要包括工业用油和油脂、燃料和照明材料。',
    'Mainly industrial oils and greases, fuels and illuminants.',
  ],
  [
    '本类主要包括药品和其他医用或兽医用制剂。',
    'Mainly pharmaceuticals and other preparations for medical or veterinary purposes.',
  ],
  [
    '本类主要包括未加工及半加工的普通金属（包括金属矿石），以及某些普通金属制品。',
    'Mainly unwrought and partly wrought common metals, including ores, as well as certain goods made of common metals.',
  ],
  ['本类主要包括机器、机床、马达和引擎。', 'Mainly machines, machine tools, motors and engines.'],
  [
    '本类主要包括各种行业中作为工具使用的手动器具。',
    'Mainly hand-operated implements used as tools in the respective professions.',
  ],
  [
    '本类主要包括科研用装置和仪器，视听和信息技术设备，以及安全和救生设备。',
    'Mainly apparatus and instruments for scientific or research purposes, audiovisual and information technology equipment, as well as safety and life-saving equipment.',
  ],
  [
    '本类主要包括一般用于人或动物的诊断、治疗或改善其功能或状况的外科、医疗、牙科和兽医用仪器、器械及用品。',
    'Mainly surgical, medical, dental and veterinary apparatus, instruments and articles generally used for the diagnosis, treatment or improvement of function or condition of persons and animals.',
  ],
  [
    '本类主要包括环境控制装置和设备，特别是用于照明、烹饪、冷却和消毒的装置和设备。',
    'Mainly environmental control apparatus and installations, in particular for the purposes of lighting, cooking, cooling and sanitizing.',
  ],
  [
    '本类主要包括陆、空、海运输人员或货物的运载工具和装置。',
    'Mainly vehicles and apparatus for the transport of people or goods by land, air or water.',
  ],
  ['本类主要包括火器和烟火产品。', 'Mainly firearms and pyrotechnic products.'],
  [
    '本类主要包括贵重金属、贵重金属制品或镀有贵重金属的商品，以及首饰、钟表及其零部件。',
    'Mainly precious metals, goods made of precious metals or coated therewith, as well as jewellery, clocks and watches, and component parts therefor.',
  ],
  ['本类主要包括乐器及其零部件和附件。', 'Mainly musical instruments, their parts and their accessories.'],
  [
    '本类主要包括纸、纸板和由这些材料制成的某些商品，以及办公用品。',
    'Mainly paper, cardboard and certain goods made of those materials, as well as office requisites.',
  ],
  [
    '本类主要包括电绝缘、隔热或隔音材料，生产用片、块、条形塑料，以及橡胶、古塔胶、树胶、石棉、云母或其替代品制成的某些商品。',
    'Mainly electrical, thermal and acoustic insulating materials, plastics for use in manufacture in the form of sheets, blocks and rods, and certain goods made of rubber, gutta-percha, gum, asbestos, mica or substitutes therefor.',
  ],
  [
    '本类主要包括皮革、人造皮革及其制品。',
    'Mainly leather, imitations of leather and certain goods made of those materials.',
  ],
  ['本类主要包括非金属建筑材料。', 'Mainly materials, not of metal, for building and construction.'],
  [
    '本类主要包括家具及其部件，以及木、软木、苇、藤、柳条、角、骨、象牙、鲸骨、贝壳、琥珀、珍珠母、海泡石及其替代品或塑料制成的某些商品。',
    'Mainly furniture and its parts, as well as certain goods made of wood, cork, reed, cane, wicker, horn, bone, ivory, whalebone, shell, amber, mother-of-pearl, meerschaum and substitutes for all these materials, or of plastics.',
  ],
  [
    '本类主要包括家庭和厨房用手动小器具，以及梳妆用具、玻璃器皿和瓷、陶、土或玻璃制品。',
    'Mainly small, hand-operated utensils and apparatus for household and kitchen use, as well as toilet utensils, glassware and articles in porcelain, ceramic, earthenware, terra-cotta or glass.',
  ],
  [
    '本类主要包括帆布和其他制帆材料，绳索，衬垫、缓冲和填充材料，以及纺织用纤维原料。',
    'Mainly canvas and other materials for making sails, rope, padding, cushioning and stuffing materials and raw fibrous textile materials.',
  ],
  [
    '本类包括天然或合成的纺织用纱和线；外科用线属第10类，贵重金属线属第14类。',
    'Natural or synthetic yarns and threads for textile use; surgical thread is in class 10, threads of precious metal in class 14.',
  ],
  [
    '本类主要包括纺织品（布匹）和家用纺织品罩。',
    'Mainly textiles (piece goods) and textile covers for household use.',
  ],
  [
    '本类主要包括人穿着的服装、鞋、帽；动物服装属第18类，特种防护服属第9类。',
    'Mainly clothing, footwear and headwear for human beings; clothing for animals is in class 18, special protective clothing in class 9.',
  ],
  [
    '本类主要包括缝纫用品，天然或合成的可佩戴毛发，发饰，以及用于装饰各种物品的小装饰品。',
    'Mainly dressmakers’ articles, natural or synthetic hair for wear, and hair adornments, as well as small decorative items intended to adorn a variety of objects.',
  ],
  [
    '本类主要包括加于已建成的地板和墙壁上的铺饰产品。',
    'Mainly products intended to be added as furnishings to previously constructed floors and walls.',
  ],
  [
    '本类主要包括玩具、游戏器具、体育器材、娱乐和新奇物品，以及某些圣诞树用品。',
    'Mainly toys, apparatus for playing games, sports equipment, amusement and novelty items, as well as certain articles for Christmas trees.',
  ],
  [
    '本类主要包括动物性食品，以及为食用而加工或保存的蔬菜及其他园艺产品。',
    'Mainly foodstuffs of animal origin, as well as vegetables and other horticultural comestible products which are prepared or preserved for consumption.',
  ],
  [
    '本类主要包括为食用而加工或保存的植物类食品（水果和蔬菜除外），以及调味用添加剂。',
    'Mainly foodstuffs of plant origin, except fruits and vegetables, prepared or preserved for consumption, as well as auxiliaries intended for the improvement of the flavour of food.',
  ],
  [
    '本类主要包括未经过任何食用加工的陆地和海洋产品，活动物和植物，以及动物饲料。',
    'Mainly land and sea products not having been subjected to any form of preparation for consumption, live animals and plants, as well as foodstuffs for animals.',
  ],
  ['本类主要包括无酒精饮料和啤酒。', 'Mainly non-alcoholic beverages, as well as beer.'],
  [
    '本类主要包括含酒精的饮料、香精和提取物；啤酒属第32类，药酒属第5类。',
    'Mainly alcoholic beverages, essences and extracts; beer is in class 32, medicinal drinks in class 5.',
  ],
  [
    '本类主要包括烟草和吸烟用品，以及与其使用有关的某些附件和容器。',
    'Mainly tobacco and articles used for smoking, as well as certain accessories and containers related to their use.',
  ],
  [
    '本类主要包括帮助商业企业经营或管理、帮助工商企业的业务或商业职能管理的服务，以及广告服务。',
    'Mainly services principally intended to help in the working or management of a commercial undertaking, or in the management of the business affairs or commercial functions of an industrial or commercial enterprise, as well as advertising services.',
  ],
  [
    '本类主要包括银行业务和其他金融交易服务，金融评估服务，以及保险和不动产服务。',
    'Mainly services relating to banking and other financial transactions, financial valuation services, as well as insurance and real estate activities.',
  ],
  [
    '本类主要包括建筑领域的服务，以及将物品恢复原状或保持原状而不改变其物理或化学特性的服务。',
    'Mainly services in the field of construction, as well as services involving the restoration of objects to their original condition or their preservation without altering their physical or chemical properties.',
  ],
  [
    '本类主要包括使至少一方能与另一方进行交流的服务，以及数据的播放和传输服务。',
    'Mainly services that allow at least one party to communicate with another, as well as services for the broadcasting and transmission of data.',
  ],
  [
    '本类主要包括将人、动物或货物从一处运送到另一处的服务和与此必然相关的服务，以及货物贮藏服务。',
    'Mainly services for transporting people, animals or goods from one place to another and services necessarily connected with such transport, as well as services relating to the storing of goods.',
  ],
  [
    '本类主要包括通过机械或化学方法对物体或无机、有机物质进行加工、转化或生产的服务，包括定制加工服务。',
    'Mainly services rendered by the mechanical or chemical processing, transformation or production of objects or inorganic or organic substances, including custom manufacturing services.',
  ],
  [
    '本类主要包括发展人或动物智力的服务，以及用于娱乐或消遣的服务。',
    'Mainly services in the development of the mental faculties of persons or animals, as well as services intended to entertain or to engage the attention.',
  ],
  [
    '本类主要包括涉及复杂领域活动的理论和实践方面的服务，包括计算机服务。',
    'Mainly services in relation to the theoretical and practical aspects of complex fields of activities, including computer services.',
  ],
  [
    '本类主要包括为消费者提供食物和饮料的服务，以及在宾馆、寄宿处或其他机构提供临时住宿的服务。',
    'Mainly services provided by persons or establishments whose aim is to prepare food and drink for consumption, as well as services providing bed and board in hotels, boarding houses or other establishments providing temporary accommodation.',
  ],
  [
    '本类主要包括向人或动物提供的医疗护理（包括替代医学）、卫生和美容服务，以及农业、水产养殖、园艺和林业服务。',
    'Mainly medical care, including alternative medicine, hygienic and beauty care given to human beings and animals, as well as services relating to agriculture, aquaculture, horticulture and forestry.',
  ],
  [
    '本类主要包括法律服务、安全服务，以及由他人提供的满足个人需要的某些个人和社会服务。',
    'Mainly legal services, security services and certain personal and social services rendered by others to meet the needs of individuals.',
  ],
]

/** The note of a class '01'–'45' (undefined outside the range). */
export function niceClassNote(classNo: string): NiceClassNote | undefined {
  const row = ROWS[Number(classNo) - 1]
  const nice = niceClassOf(classNo)
  if (!row || !nice) return undefined
  const [noteZh, noteEn] = row
  return { headingZh: nice.heading, headingEn: nice.headingEn, noteZh, noteEn }
}

export const NICE_CLASS_NOTE_COUNT = ROWS.length
