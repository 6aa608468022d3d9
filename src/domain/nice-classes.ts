/** One Nice class as the class pickers use it; the boolean flags are UI selection state. */
export interface NiceClass {
  /** Two-digit class number, '01'–'45'. */
  no: string
  /** Chinese title: the leading terms of the official Chinese heading, the same terms as `nameEn`. */
  name: string
  /** English title: the leading terms of the official English heading. */
  nameEn: string
  /** The official class heading in the Chinese of CNIPA's 类似商品和服务区分表. */
  heading: string
  /** The official class heading of the Nice Classification in English. */
  headingEn: string
  /** The trade's short Chinese name (服装鞋帽, 广告销售 ...): searched, not shown as the title. */
  alias: string
  isCheck: boolean
  isQuery: boolean
  show0129: boolean
  chosen0129: boolean
}

/** Edition of the Nice Classification the headings follow. */
export const NICE_EDITION = 'NCL 12'

type Row = readonly [name: string, nameEn: string, alias: string, heading: string, headingEn: string]

// Headings: Nice Classification, 12th edition (in force since 2023-01-01, text of NCL 12-2025), in English as
// published by WIPO and in Chinese as CNIPA's 类似商品和服务区分表 (based on NCL 12) prints them. The titles
// (name, nameEn) are taken from the heading's own terms in both languages, so the two always say the same; the
// trade's short names (the old titles, e.g. 广告销售 for class 35) are kept as aliases for search.
const ROWS: readonly Row[] = [
  [
    '化学品',
    'Chemicals',
    '化学原料',
    '用于工业、科学、摄影、农业、园艺和林业的化学品；未加工人造合成树脂，未加工塑料物质；灭火和防火用合成物；淬火和焊接用制剂；鞣制动物皮毛用物质；工业用粘合剂；油灰及其他膏状填料；堆肥，肥料，化肥；工业和科学用生物制剂。',
    'Chemicals for use in industry, science and photography, as well as in agriculture, horticulture and forestry; unprocessed artificial resins, unprocessed plastics; fire extinguishing and fire prevention compositions; tempering and soldering preparations; substances for tanning animal skins and hides; adhesives for use in industry; putties and other paste fillers; compost, manures, fertilizers; biological preparations for use in industry and science.',
  ],
  [
    '颜料清漆',
    'Paints and varnishes',
    '颜料油漆',
    '颜料，清漆，漆；防锈剂和木材防腐剂；着色剂，染料；印刷、标记和雕刻用油墨；未加工的天然树脂；绘画、装饰、印刷和艺术用金属箔及金属粉。',
    'Paints, varnishes, lacquers; preservatives against rust and against deterioration of wood; colorants, dyes; inks for printing, marking and engraving; raw natural resins; metals in foil and powder form for use in painting, decorating, printing and art.',
  ],
  [
    '化妆品和清洁制剂',
    'Cosmetics and cleaning preparations',
    '日化用品',
    '不含药物的化妆品和梳洗用制剂；不含药物的牙膏；香料，香精油；洗衣用漂白剂及其他物料；清洁、擦亮、去渍及研磨用制剂。',
    'Non-medicated cosmetics and toiletry preparations; non-medicated dentifrices; perfumery, essential oils; bleaching preparations and other substances for laundry use; cleaning, polishing, scouring and abrasive preparations.',
  ],
  [
    '工业用油和燃料',
    'Industrial oils and fuels',
    '燃料油脂',
    '工业用油和油脂，蜡；润滑剂；吸收、润湿和粘结灰尘用合成物；燃料和照明材料；照明用蜡烛和灯芯。',
    'Industrial oils and greases, wax; lubricants; dust absorbing, wetting and binding compositions; fuels and illuminants; candles and wicks for lighting.',
  ],
  [
    '药品和医用制剂',
    'Pharmaceuticals and medical preparations',
    '医药',
    '药品，医用和兽医用制剂；医用卫生制剂；医用或兽医用营养食物和营养品，婴儿食品；人用和动物用膳食补充剂；膏药，绷敷材料；填塞牙孔用料，牙科用蜡；消毒剂；消灭有害动物制剂；杀真菌剂，除莠剂。',
    'Pharmaceuticals, medical and veterinary preparations; sanitary preparations for medical purposes; dietetic food and substances adapted for medical or veterinary use, food for babies; dietary supplements for human beings and animals; plasters, materials for dressings; material for stopping teeth, dental wax; disinfectants; preparations for destroying vermin; fungicides, herbicides.',
  ],
  [
    '普通金属和金属建筑材料',
    'Common metals and metal building materials',
    '金属材料',
    '普通金属及其合金，金属矿石；金属建筑材料；可移动金属建筑物；普通金属制非电气用缆线；金属小五金器具；存储和运输用金属容器；保险箱。',
    'Common metals and their alloys, ores; metal materials for building and construction; transportable buildings of metal; non-electric cables and wires of common metal; small items of metal hardware; metal containers for storage or transport; safes.',
  ],
  [
    '机器和机床',
    'Machines and machine tools',
    '机械设备',
    '机器，机床，电动工具；马达和引擎（陆地车辆用的除外）；机器联结器和传动机件（陆地车辆用的除外）；除手动手工具以外的农业器具；孵化器；自动售货机。',
    'Machines, machine tools, power-operated tools; motors and engines, except for land vehicles; machine coupling and transmission components, except for land vehicles; agricultural implements, other than hand-operated hand tools; incubators for eggs; automatic vending machines.',
  ],
  [
    '手工具和餐具',
    'Hand tools and cutlery',
    '手工器械',
    '手工具和器具（手动的）；刀、叉和勺餐具；除火器外的随身武器；剃刀。',
    'Hand tools and implements, hand-operated; cutlery; side arms, except firearms; razors.',
  ],
  [
    '科学仪器和计算机',
    'Scientific apparatus and computers',
    '科学仪器',
    '科学、研究、导航、测量、摄影、电影、视听、光学、衡具、量具、信号、侦测、测试、检验、救生和教学用装置及仪器；处理、开关、转换、积累、调节或控制电的配送或使用的装置和仪器；录制、传送、重放或处理声音、影像或数据的装置和仪器；已录制和可下载的媒体，计算机软件，录制和存储用空白的数字或模拟介质；投币启动设备的机械装置；收银机，计算设备；计算机和计算机外围设备；潜水服，潜水面罩，潜水用耳塞，潜水和游泳用鼻夹，潜水员手套，潜水用呼吸器；灭火设备。',
    'Scientific, research, navigation, surveying, photographic, cinematographic, audiovisual, optical, weighing, measuring, signalling, detecting, testing, inspecting, life-saving and teaching apparatus and instruments; apparatus and instruments for conducting, switching, transforming, accumulating, regulating or controlling the distribution or use of electricity; apparatus and instruments for recording, transmitting, reproducing or processing sound, images or data; recorded and downloadable media, computer software, blank digital or analogue recording and storage media; mechanisms for coin-operated apparatus; cash registers, calculating devices; computers and computer peripheral devices; diving suits, divers’ masks, ear plugs for divers, nose clips for divers and swimmers, gloves for divers, breathing apparatus for underwater swimming; fire-extinguishing apparatus.',
  ],
  [
    '医疗器械',
    'Medical apparatus',
    '医疗器械',
    '外科、医疗、牙科和兽医用仪器及器械；假肢，假眼和假牙；矫形用物品；缝合用材料；残疾人专用治疗装置和辅助装置；按摩器械；婴儿护理用器械、器具及用品；性生活用器械、器具及用品。',
    'Surgical, medical, dental and veterinary apparatus and instruments; artificial limbs, eyes and teeth; orthopaedic articles; suture materials; therapeutic and assistive devices adapted for persons with disabilities; massage apparatus; apparatus, devices and articles for nursing infants; sexual activity apparatus, devices and articles.',
  ],
  [
    '照明、加热和卫生设备',
    'Lighting, heating and sanitary apparatus',
    '灯具空调',
    '照明、加热、冷却、蒸汽发生、烹饪、干燥、通风、供水以及卫生用装置和设备。',
    'Apparatus and installations for lighting, heating, cooling, steam generating, cooking, drying, ventilating, water supply and sanitary purposes.',
  ],
  [
    '运载工具',
    'Vehicles',
    '运输工具',
    '运载工具；陆、空、海用运载装置。',
    'Vehicles; apparatus for locomotion by land, air or water.',
  ],
  [
    '火器和烟火',
    'Firearms and fireworks',
    '军火烟火',
    '火器；军火及弹药；爆炸物；烟火。',
    'Firearms; ammunition and projectiles; explosives; fireworks.',
  ],
  [
    '贵重金属、首饰和钟表',
    'Precious metals, jewellery and horological instruments',
    '珠宝钟表',
    '贵重金属及其合金；首饰，宝石和半宝石；钟表和计时仪器。',
    'Precious metals and their alloys; jewellery, precious and semi-precious stones; horological and chronometric instruments.',
  ],
  [
    '乐器',
    'Musical instruments',
    '乐器',
    '乐器；乐谱架和乐器架；指挥棒。',
    'Musical instruments; music stands and stands for musical instruments; conductors’ batons.',
  ],
  [
    '纸、印刷品和文具',
    'Paper, printed matter and stationery',
    '办公用品',
    '纸和纸板；印刷品；书籍装订材料；照片；文具和办公用品（家具除外）；文具用或家庭用粘合剂；绘画材料和艺术家用材料；画笔；教育或教学用品；包装和打包用塑料纸、塑料膜和塑料袋；印刷铅字，印版。',
    'Paper and cardboard; printed matter; bookbinding material; photographs; stationery and office requisites, except furniture; adhesives for stationery or household purposes; drawing materials and materials for artists; paintbrushes; instructional and teaching materials; plastic sheets, films and bags for wrapping and packaging; printers’ type, printing blocks.',
  ],
  [
    '橡胶和绝缘材料',
    'Rubber and insulating materials',
    '橡胶制品',
    '未加工和半加工的橡胶、古塔胶、树胶、石棉、云母及这些材料的替代品；生产用成型塑料和树脂制品；包装、填充和绝缘用材料；非金属软管和非金属柔性管。',
    'Unprocessed and semi-processed rubber, gutta-percha, gum, asbestos, mica and substitutes for all these materials; plastics and resins in extruded form for use in manufacture; packing, stopping and insulating materials; flexible pipes, tubes and hoses, not of metal.',
  ],
  [
    '皮革和箱包',
    'Leather and luggage',
    '皮革皮具',
    '皮革和人造皮革；动物皮；行李箱和背包；雨伞和阳伞；手杖；鞭，马具和鞍具；动物用项圈、皮带和衣服。',
    'Leather and imitations of leather; animal skins and hides; luggage and carrying bags; umbrellas and parasols; walking sticks; whips, harness and saddlery; collars, leashes and clothing for animals.',
  ],
  [
    '非金属的建筑材料',
    'Building materials, not of metal',
    '建筑材料',
    '非金属的建筑材料；建筑用非金属刚性管；柏油，沥青；可移动非金属建筑物；非金属纪念碑。',
    'Materials, not of metal, for building and construction; rigid pipes, not of metal, for building; asphalt, pitch, tar and bitumen; transportable buildings, not of metal; monuments, not of metal.',
  ],
  [
    '家具',
    'Furniture',
    '家具',
    '家具，镜子，相框；存储或运输用非金属容器；未加工或半加工的骨、角、鲸骨或珍珠母；贝壳；海泡石；黄琥珀。',
    'Furniture, mirrors, picture frames; containers, not of metal, for storage or transport; unworked or semi-worked bone, horn, whalebone or mother-of-pearl; shells; meerschaum; yellow amber.',
  ],
  [
    '家用器具和玻璃器皿',
    'Household utensils and glassware',
    '厨房洁具',
    '家用或厨房用器具和容器；烹饪用具和餐具（刀、叉、勺除外）；梳子和海绵；刷子（画笔除外）；制刷原料；清洁用具；未加工或半加工玻璃（建筑用玻璃除外）；玻璃器皿、瓷器和陶器。',
    'Household or kitchen utensils and containers; cookware and tableware, except forks, knives and spoons; combs and sponges; brushes, except paintbrushes; brush-making materials; articles for cleaning purposes; unworked or semi-worked glass, except building glass; glassware, porcelain and earthenware.',
  ],
  [
    '绳索、网和帐篷',
    'Ropes, nets and tents',
    '绳网袋篷',
    '绳索和细绳；网；帐篷和防水遮布；纺织品或合成材料制遮篷；帆；运输和贮存散装物用麻袋；衬垫、缓冲和填充材料（纸、纸板、橡胶或塑料制除外）；纺织用纤维原料及其替代品。',
    'Ropes and string; nets; tents and tarpaulins; awnings of textile or synthetic materials; sails; sacks for the transport and storage of materials in bulk; padding, cushioning and stuffing materials, except of paper, cardboard, rubber or plastics; raw fibrous textile materials and substitutes therefor.',
  ],
  ['纺织用纱和线', 'Yarns and threads', '纱线丝', '纺织用纱和线。', 'Yarns and threads for textile use.'],
  [
    '织物和家庭日用纺织品',
    'Textiles and household linen',
    '布料床单',
    '织物及其替代品；家庭日用纺织品；纺织品制或塑料制帘。',
    'Textiles and substitutes for textiles; household linen; curtains of textile or plastic.',
  ],
  [
    '服装、鞋、帽',
    'Clothing, footwear, headwear',
    '服装鞋帽',
    '服装，鞋，帽。',
    'Clothing, footwear, headwear.',
  ],
  [
    '花边、纽扣和发饰',
    'Lace, buttons and hair decorations',
    '纽扣拉链',
    '花边，饰带和刺绣品，服饰用缎带和蝴蝶结；纽扣，领钩扣，饰针和缝针；人造花；发饰；假发。',
    'Lace, braid and embroidery, and haberdashery ribbons and bows; buttons, hooks and eyes, pins and needles; artificial flowers; hair decorations; false hair.',
  ],
  [
    '地毯和地垫',
    'Carpets and mats',
    '地毯席垫',
    '地毯，地垫，席类，油毡及其他铺在已建成地板上的材料；非纺织品制墙帷。',
    'Carpets, rugs, mats and matting, linoleum and other materials for covering existing floors; wall hangings, not of textile.',
  ],
  [
    '游戏器具、玩具和体育用品',
    'Games, toys and sporting articles',
    '健身器材',
    '游戏器具和玩具；视频游戏装置；体育和运动用品；圣诞树用装饰品。',
    'Games, toys and playthings; video game apparatus; gymnastic and sporting articles; decorations for Christmas trees.',
  ],
  [
    '肉、鱼、奶制品和食用油',
    'Meat, fish, milk products, oils and fats',
    '食品',
    '肉，鱼，家禽和野味；肉汁；腌渍、冷冻、干制及煮熟的水果和蔬菜；果冻，果酱，蜜饯；蛋；奶，奶酪，黄油，酸奶和其他奶制品；食用油和油脂。',
    'Meat, fish, poultry and game; meat extracts; preserved, frozen, dried and cooked fruits and vegetables; jellies, jams, compotes; eggs; milk, cheese, butter, yogurt and other milk products; oils and fats for food.',
  ],
  [
    '咖啡、茶、谷类制品和调味品',
    'Coffee, tea, cereal preparations and condiments',
    '方便食品',
    '咖啡，茶，可可及其代用品；米，意式面食，面条；食用淀粉和西米；面粉和谷类制品；面包，糕点和甜食；巧克力；冰淇淋，果汁刨冰和其他食用冰；糖，蜂蜜，糖浆；鲜酵母，发酵粉；食盐，调味料，香辛料，腌制香草；醋，调味酱汁和其他调味品；冰（冻结的水）。',
    'Coffee, tea, cocoa and substitutes therefor; rice, pasta and noodles; tapioca and sago; flour and preparations made from cereals; bread, pastries and confectionery; chocolate; ice cream, sorbets and other edible ices; sugar, honey, treacle; yeast, baking-powder; salt, seasonings, spices, preserved herbs; vinegar, sauces and other condiments; ice (frozen water).',
  ],
  [
    '未加工农产品和活动物',
    'Raw agricultural products and live animals',
    '饲料种籽',
    '未加工的农业、水产养殖业、园艺、林业产品；未加工的谷物和种子；新鲜水果和蔬菜，新鲜芳香草本植物；草木和花卉；种植用球茎、幼苗和种子；活动物；动物的饮食；麦芽。',
    'Raw and unprocessed agricultural, aquacultural, horticultural and forestry products; raw and unprocessed grains and seeds; fresh fruits and vegetables, fresh herbs; natural plants and flowers; bulbs, seedlings and seeds for planting; live animals; foodstuffs and beverages for animals; malt.',
  ],
  [
    '啤酒和无酒精饮料',
    'Beers and non-alcoholic beverages',
    '啤酒饮料',
    '啤酒；无酒精饮料；矿泉水和汽水；水果饮料及果汁；糖浆及其他用于制作无酒精饮料的制剂。',
    'Beers; non-alcoholic beverages; mineral and aerated waters; fruit beverages and fruit juices; syrups and other non-alcoholic preparations for making beverages.',
  ],
  [
    '含酒精的饮料（啤酒除外）',
    'Alcoholic beverages, except beers',
    '酒',
    '含酒精的饮料（啤酒除外）；制饮料用含酒精的制剂。',
    'Alcoholic beverages, except beers; alcoholic preparations for making beverages.',
  ],
  [
    '烟草和烟具',
    'Tobacco and smokers’ articles',
    '烟草烟具',
    '烟草和烟草代用品；香烟和雪茄；电子香烟和吸烟者用口腔雾化器；烟具；火柴。',
    'Tobacco and tobacco substitutes; cigarettes and cigars; electronic cigarettes and oral vaporizers for smokers; smokers’ articles; matches.',
  ],
  [
    '广告和商业经营',
    'Advertising and business management',
    '广告销售',
    '广告；商业经营、组织和管理；办公事务。',
    'Advertising; business management, organization and administration; office functions.',
  ],
  [
    '金融、保险和不动产服务',
    'Financial, insurance and real estate services',
    '金融物管',
    '金融，货币和银行服务；保险服务；不动产服务。',
    'Financial, monetary and banking services; insurance services; real estate services.',
  ],
  [
    '建筑、安装和修理服务',
    'Construction, installation and repair services',
    '建筑修理',
    '建筑服务；安装和修理服务；采矿，石油和天然气钻探。',
    'Construction services; installation and repair services; mining extraction, oil and gas drilling.',
  ],
  ['电信服务', 'Telecommunications services', '通讯服务', '电信服务。', 'Telecommunications services.'],
  [
    '运输和贮藏',
    'Transport and storage',
    '运输贮藏',
    '运输；商品包装和贮藏；旅行安排。',
    'Transport; packaging and storage of goods; travel arrangement.',
  ],
  [
    '材料处理',
    'Treatment of materials',
    '材料加工',
    '材料处理；废物和垃圾的回收利用；空气净化和水处理；印刷服务；食物和饮料的防腐处理。',
    'Treatment of materials; recycling of waste and trash; air purification and treatment of water; printing services; food and drink preservation.',
  ],
  [
    '教育、培训和娱乐',
    'Education, training and entertainment',
    '教育娱乐',
    '教育；提供培训；娱乐；文体活动。',
    'Education; providing of training; entertainment; sporting and cultural activities.',
  ],
  [
    '科学技术服务和软件开发',
    'Scientific and technological services, software design',
    '网站服务',
    '科学技术服务和与之相关的研究与设计服务；工业分析、工业研究和工业品外观设计服务；质量控制和质量认证服务；计算机硬件与软件的设计与开发。',
    'Scientific and technological services and research and design relating thereto; industrial analysis, industrial research and industrial design services; quality control and authentication services; design and development of computer hardware and software.',
  ],
  [
    '食物、饮料和临时住宿',
    'Food, drink and temporary accommodation',
    '餐饮住宿',
    '提供食物和饮料服务；临时住宿。',
    'Services for providing food and drink; temporary accommodation.',
  ],
  [
    '医疗、美容和农业服务',
    'Medical, beauty care and agricultural services',
    '医疗园艺',
    '医疗服务；兽医服务；人或动物的卫生和美容服务；农业、水产养殖、园艺和林业服务。',
    'Medical services; veterinary services; hygienic and beauty care for human beings or animals; agriculture, aquaculture, horticulture and forestry services.',
  ],
  [
    '法律和安全服务',
    'Legal and security services',
    '社会服务',
    '法律服务；为有形财产和个人提供实体保护的安全服务；交友服务，在线社交网络服务；殡仪服务；临时照看婴孩。',
    'Legal services; security services for the physical protection of tangible property and individuals; dating services, online social networking services; funerary services; babysitting.',
  ],
]

/** The 45 Nice classes in order, with every flag false. Frozen: use createNiceClassList() for UI state. */
export const NICE_CLASSES: readonly Readonly<NiceClass>[] = Object.freeze(
  ROWS.map(([name, nameEn, alias, heading, headingEn], index) =>
    Object.freeze({
      no: String(index + 1).padStart(2, '0'),
      name,
      nameEn,
      heading,
      headingEn,
      alias,
      isCheck: false,
      isQuery: false,
      show0129: false,
      chosen0129: false,
    }),
  ),
)

/** The class '01'–'45', or undefined. */
export const niceClassOf = (no: string): Readonly<NiceClass> | undefined =>
  NICE_CLASSES.find((c) => c.no === no)

/** Whether a class matches a picker filter: its number, either title, either heading or the trade alias. */
export function niceClassMatches(c: Readonly<NiceClass>, filter: string): boolean {
  const f = filter.trim().toLowerCase()
  if (!f) return true
  if (/^\d{1,2}$/.test(f)) return Number(f) === Number(c.no) || c.no.includes(f)
  return [c.name, c.alias, c.heading, c.nameEn.toLowerCase(), c.headingEn.toLowerCase()].some((text) =>
    text.includes(f),
  )
}

/** Fresh, independently mutable copies of NICE_CLASSES for one picker instance. */
export function createNiceClassList(): NiceClass[] {
  return NICE_CLASSES.map((niceClass) => ({ ...niceClass }))
}
