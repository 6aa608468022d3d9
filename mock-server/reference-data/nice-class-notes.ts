/**
 * The official class headings of the Nice Classification (12th edition) in English and in the Chinese of
 * CNIPA's 类似商品和服务区分表, with a short explanatory note per class (after the Nice explanatory notes).
 * Index 0 is class 01.
 */
export interface NiceClassNote {
  headingZh: string
  headingEn: string
  noteZh: string
  noteEn: string
}

type Row = readonly [headingZh: string, headingEn: string, noteZh: string, noteEn: string]

const ROWS: readonly Row[] = [
  [
    '用于工业、科学、摄影、农业、园艺和林业的化学品；未加工人造合成树脂，未加工塑料物质；灭火和防火用合成物；淬火和焊接用制剂；鞣制动物皮毛用物质；工业用粘合剂；油灰及其他膏状填料；堆肥，肥料，化肥；工业和科学用生物制剂。',
    'Chemicals for use in industry, science and photography, as well as in agriculture, horticulture and forestry; unprocessed artificial resins, unprocessed plastics; fire extinguishing and fire prevention compositions; tempering and soldering preparations; substances for tanning animal skins and hides; adhesives for use in industry; putties and other paste fillers; compost, manures, fertilizers; biological preparations for use in industry and science.',
    '本类主要包括用于工业、科学和农业的化学品，包括用于制造属于其他类别产品的化学品。',
    'Mainly chemicals used in industry, science and agriculture, including those which go to the making of products belonging to other classes.',
  ],
  [
    '颜料，清漆，漆；防锈剂和木材防腐剂；着色剂，染料；印刷、标记和雕刻用油墨；未加工的天然树脂；绘画、装饰、印刷和艺术用金属箔及金属粉。',
    'Paints, varnishes, lacquers; preservatives against rust and against deterioration of wood; colorants, dyes; inks for printing, marking and engraving; raw natural resins; metals in foil and powder form for use in painting, decorating, printing and art.',
    '本类主要包括颜料、着色剂和防腐制品。',
    'Mainly paints, colorants and preparations used for the protection against corrosion.',
  ],
  [
    '不含药物的化妆品和梳洗用制剂；不含药物的牙膏；香料，香精油；洗衣用漂白剂及其他物料；清洁、擦亮、去渍及研磨用制剂。',
    'Non-medicated cosmetics and toiletry preparations; non-medicated dentifrices; perfumery, essential oils; bleaching preparations and other substances for laundry use; cleaning, polishing, scouring and abrasive preparations.',
    '本类主要包括不含药物的梳洗用制剂，以及家庭和其他环境用清洁制剂。',
    'Mainly non-medicated toiletry preparations, as well as cleaning preparations for use in the home and other environments.',
  ],
  [
    '工业用油和油脂，蜡；润滑剂；吸收、润湿和粘结灰尘用合成物；燃料和照明材料；照明用蜡烛和灯芯。',
    'Industrial oils and greases, wax; lubricants; dust absorbing, wetting and binding compositions; fuels and illuminants; candles and wicks for lighting.',
    '本类主要包括工业用油和油脂、燃料和照明材料。',
    'Mainly industrial oils and greases, fuels and illuminants.',
  ],
  [
    '药品，医用和兽医用制剂；医用卫生制剂；医用或兽医用营养食物和营养品，婴儿食品；人用和动物用膳食补充剂；膏药，绷敷材料；填塞牙孔用料，牙科用蜡；消毒剂；消灭有害动物制剂；杀真菌剂，除莠剂。',
    'Pharmaceuticals, medical and veterinary preparations; sanitary preparations for medical purposes; dietetic food and substances adapted for medical or veterinary use, food for babies; dietary supplements for human beings and animals; plasters, materials for dressings; material for stopping teeth, dental wax; disinfectants; preparations for destroying vermin; fungicides, herbicides.',
    '本类主要包括药品和其他医用或兽医用制剂。',
    'Mainly pharmaceuticals and other preparations for medical or veterinary purposes.',
  ],
  [
    '普通金属及其合金，金属矿石；金属建筑材料；可移动金属建筑物；普通金属制非电气用缆线；金属小五金器具；存储和运输用金属容器；保险箱。',
    'Common metals and their alloys, ores; metal materials for building and construction; transportable buildings of metal; non-electric cables and wires of common metal; small items of metal hardware; metal containers for storage or transport; safes.',
    '本类主要包括未加工及半加工的普通金属（包括金属矿石），以及某些普通金属制品。',
    'Mainly unwrought and partly wrought common metals, including ores, as well as certain goods made of common metals.',
  ],
  [
    '机器，机床，电动工具；马达和引擎（陆地车辆用的除外）；机器联结器和传动机件（陆地车辆用的除外）；除手动手工具以外的农业器具；孵化器；自动售货机。',
    'Machines, machine tools, power-operated tools; motors and engines, except for land vehicles; machine coupling and transmission components, except for land vehicles; agricultural implements, other than hand-operated hand tools; incubators for eggs; automatic vending machines.',
    '本类主要包括机器、机床、马达和引擎。',
    'Mainly machines, machine tools, motors and engines.',
  ],
  [
    '手工具和器具（手动的）；刀、叉和勺餐具；除火器外的随身武器；剃刀。',
    'Hand tools and implements, hand-operated; cutlery; side arms, except firearms; razors.',
    '本类主要包括各种行业中作为工具使用的手动器具。',
    'Mainly hand-operated implements used as tools in the respective professions.',
  ],
  [
    '科学、研究、导航、测量、摄影、电影、视听、光学、衡具、量具、信号、侦测、测试、检验、救生和教学用装置及仪器；处理、开关、转换、积累、调节或控制电的配送或使用的装置和仪器；录制、传送、重放或处理声音、影像或数据的装置和仪器；已录制和可下载的媒体，计算机软件，录制和存储用空白的数字或模拟介质；投币启动设备的机械装置；收银机，计算设备；计算机和计算机外围设备；潜水服，潜水面罩，潜水用耳塞，潜水和游泳用鼻夹，潜水员手套，潜水用呼吸器；灭火设备。',
    'Scientific, research, navigation, surveying, photographic, cinematographic, audiovisual, optical, weighing, measuring, signalling, detecting, testing, inspecting, life-saving and teaching apparatus and instruments; apparatus and instruments for conducting, switching, transforming, accumulating, regulating or controlling the distribution or use of electricity; apparatus and instruments for recording, transmitting, reproducing or processing sound, images or data; recorded and downloadable media, computer software, blank digital or analogue recording and storage media; mechanisms for coin-operated apparatus; cash registers, calculating devices; computers and computer peripheral devices; diving suits, divers’ masks, ear plugs for divers, nose clips for divers and swimmers, gloves for divers, breathing apparatus for underwater swimming; fire-extinguishing apparatus.',
    '本类主要包括科研用装置和仪器，视听和信息技术设备，以及安全和救生设备。',
    'Mainly apparatus and instruments for scientific or research purposes, audiovisual and information technology equipment, as well as safety and life-saving equipment.',
  ],
  [
    '外科、医疗、牙科和兽医用仪器及器械；假肢，假眼和假牙；矫形用物品；缝合用材料；残疾人专用治疗装置和辅助装置；按摩器械；婴儿护理用器械、器具及用品；性生活用器械、器具及用品。',
    'Surgical, medical, dental and veterinary apparatus and instruments; artificial limbs, eyes and teeth; orthopaedic articles; suture materials; therapeutic and assistive devices adapted for persons with disabilities; massage apparatus; apparatus, devices and articles for nursing infants; sexual activity apparatus, devices and articles.',
    '本类主要包括一般用于人或动物的诊断、治疗或改善其功能或状况的外科、医疗、牙科和兽医用仪器、器械及用品。',
    'Mainly surgical, medical, dental and veterinary apparatus, instruments and articles generally used for the diagnosis, treatment or improvement of function or condition of persons and animals.',
  ],
  [
    '照明、加热、冷却、蒸汽发生、烹饪、干燥、通风、供水以及卫生用装置和设备。',
    'Apparatus and installations for lighting, heating, cooling, steam generating, cooking, drying, ventilating, water supply and sanitary purposes.',
    '本类主要包括环境控制装置和设备，特别是用于照明、烹饪、冷却和消毒的装置和设备。',
    'Mainly environmental control apparatus and installations, in particular for the purposes of lighting, cooking, cooling and sanitizing.',
  ],
  [
    '运载工具；陆、空、海用运载装置。',
    'Vehicles; apparatus for locomotion by land, air or water.',
    '本类主要包括陆、空、海运输人员或货物的运载工具和装置。',
    'Mainly vehicles and apparatus for the transport of people or goods by land, air or water.',
  ],
  [
    '火器；军火及弹药；爆炸物；烟火。',
    'Firearms; ammunition and projectiles; explosives; fireworks.',
    '本类主要包括火器和烟火产品。',
    'Mainly firearms and pyrotechnic products.',
  ],
  [
    '贵重金属及其合金；首饰，宝石和半宝石；钟表和计时仪器。',
    'Precious metals and their alloys; jewellery, precious and semi-precious stones; horological and chronometric instruments.',
    '本类主要包括贵重金属、贵重金属制品或镀有贵重金属的商品，以及首饰、钟表及其零部件。',
    'Mainly precious metals, goods made of precious metals or coated therewith, as well as jewellery, clocks and watches, and component parts therefor.',
  ],
  [
    '乐器；乐谱架和乐器架；指挥棒。',
    'Musical instruments; music stands and stands for musical instruments; conductors’ batons.',
    '本类主要包括乐器及其零部件和附件。',
    'Mainly musical instruments, their parts and their accessories.',
  ],
  [
    '纸和纸板；印刷品；书籍装订材料；照片；文具和办公用品（家具除外）；文具用或家庭用粘合剂；绘画材料和艺术家用材料；画笔；教育或教学用品；包装和打包用塑料纸、塑料膜和塑料袋；印刷铅字，印版。',
    'Paper and cardboard; printed matter; bookbinding material; photographs; stationery and office requisites, except furniture; adhesives for stationery or household purposes; drawing materials and materials for artists; paintbrushes; instructional and teaching materials; plastic sheets, films and bags for wrapping and packaging; printers’ type, printing blocks.',
    '本类主要包括纸、纸板和由这些材料制成的某些商品，以及办公用品。',
    'Mainly paper, cardboard and certain goods made of those materials, as well as office requisites.',
  ],
  [
    '未加工和半加工的橡胶、古塔胶、树胶、石棉、云母及这些材料的替代品；生产用成型塑料和树脂制品；包装、填充和绝缘用材料；非金属软管和非金属柔性管。',
    'Unprocessed and semi-processed rubber, gutta-percha, gum, asbestos, mica and substitutes for all these materials; plastics and resins in extruded form for use in manufacture; packing, stopping and insulating materials; flexible pipes, tubes and hoses, not of metal.',
    '本类主要包括电绝缘、隔热或隔音材料，生产用片、块、条形塑料，以及橡胶、古塔胶、树胶、石棉、云母或其替代品制成的某些商品。',
    'Mainly electrical, thermal and acoustic insulating materials, plastics for use in manufacture in the form of sheets, blocks and rods, and certain goods made of rubber, gutta-percha, gum, asbestos, mica or substitutes therefor.',
  ],
  [
    '皮革和人造皮革；动物皮；行李箱和背包；雨伞和阳伞；手杖；鞭，马具和鞍具；动物用项圈、皮带和衣服。',
    'Leather and imitations of leather; animal skins and hides; luggage and carrying bags; umbrellas and parasols; walking sticks; whips, harness and saddlery; collars, leashes and clothing for animals.',
    '本类主要包括皮革、人造皮革及其制品。',
    'Mainly leather, imitations of leather and certain goods made of those materials.',
  ],
  [
    '非金属的建筑材料；建筑用非金属刚性管；柏油，沥青；可移动非金属建筑物；非金属纪念碑。',
    'Materials, not of metal, for building and construction; rigid pipes, not of metal, for building; asphalt, pitch, tar and bitumen; transportable buildings, not of metal; monuments, not of metal.',
    '本类主要包括非金属建筑材料。',
    'Mainly materials, not of metal, for building and construction.',
  ],
  [
    '家具，镜子，相框；存储或运输用非金属容器；未加工或半加工的骨、角、鲸骨或珍珠母；贝壳；海泡石；黄琥珀。',
    'Furniture, mirrors, picture frames; containers, not of metal, for storage or transport; unworked or semi-worked bone, horn, whalebone or mother-of-pearl; shells; meerschaum; yellow amber.',
    '本类主要包括家具及其部件，以及木、软木、苇、藤、柳条、角、骨、象牙、鲸骨、贝壳、琥珀、珍珠母、海泡石及其替代品或塑料制成的某些商品。',
    'Mainly furniture and its parts, as well as certain goods made of wood, cork, reed, cane, wicker, horn, bone, ivory, whalebone, shell, amber, mother-of-pearl, meerschaum and substitutes for all these materials, or of plastics.',
  ],
  [
    '家用或厨房用器具和容器；烹饪用具和餐具（刀、叉、勺除外）；梳子和海绵；刷子（画笔除外）；制刷原料；清洁用具；未加工或半加工玻璃（建筑用玻璃除外）；玻璃器皿、瓷器和陶器。',
    'Household or kitchen utensils and containers; cookware and tableware, except forks, knives and spoons; combs and sponges; brushes, except paintbrushes; brush-making materials; articles for cleaning purposes; unworked or semi-worked glass, except building glass; glassware, porcelain and earthenware.',
    '本类主要包括家庭和厨房用手动小器具，以及梳妆用具、玻璃器皿和瓷、陶、土或玻璃制品。',
    'Mainly small, hand-operated utensils and apparatus for household and kitchen use, as well as toilet utensils, glassware and articles in porcelain, ceramic, earthenware, terra-cotta or glass.',
  ],
  [
    '绳索和细绳；网；帐篷和防水遮布；纺织品或合成材料制遮篷；帆；运输和贮存散装物用麻袋；衬垫、缓冲和填充材料（纸、纸板、橡胶或塑料制除外）；纺织用纤维原料及其替代品。',
    'Ropes and string; nets; tents and tarpaulins; awnings of textile or synthetic materials; sails; sacks for the transport and storage of materials in bulk; padding, cushioning and stuffing materials, except of paper, cardboard, rubber or plastics; raw fibrous textile materials and substitutes therefor.',
    '本类主要包括帆布和其他制帆材料，绳索，衬垫、缓冲和填充材料，以及纺织用纤维原料。',
    'Mainly canvas and other materials for making sails, rope, padding, cushioning and stuffing materials and raw fibrous textile materials.',
  ],
  [
    '纺织用纱和线。',
    'Yarns and threads for textile use.',
    '本类包括天然或合成的纺织用纱和线；外科用线属第10类，贵重金属线属第14类。',
    'Natural or synthetic yarns and threads for textile use; surgical thread is in class 10, threads of precious metal in class 14.',
  ],
  [
    '织物及其替代品；家庭日用纺织品；纺织品制或塑料制帘。',
    'Textiles and substitutes for textiles; household linen; curtains of textile or plastic.',
    '本类主要包括纺织品（布匹）和家用纺织品罩。',
    'Mainly textiles (piece goods) and textile covers for household use.',
  ],
  [
    '服装，鞋，帽。',
    'Clothing, footwear, headwear.',
    '本类主要包括人穿着的服装、鞋、帽；动物服装属第18类，特种防护服属第9类。',
    'Mainly clothing, footwear and headwear for human beings; clothing for animals is in class 18, special protective clothing in class 9.',
  ],
  [
    '花边，饰带和刺绣品，服饰用缎带和蝴蝶结；纽扣，领钩扣，饰针和缝针；人造花；发饰；假发。',
    'Lace, braid and embroidery, and haberdashery ribbons and bows; buttons, hooks and eyes, pins and needles; artificial flowers; hair decorations; false hair.',
    '本类主要包括缝纫用品，天然或合成的可佩戴毛发，发饰，以及用于装饰各种物品的小装饰品。',
    'Mainly dressmakers’ articles, natural or synthetic hair for wear, and hair adornments, as well as small decorative items intended to adorn a variety of objects.',
  ],
  [
    '地毯，地垫，席类，油毡及其他铺在已建成地板上的材料；非纺织品制墙帷。',
    'Carpets, rugs, mats and matting, linoleum and other materials for covering existing floors; wall hangings, not of textile.',
    '本类主要包括加于已建成的地板和墙壁上的铺饰产品。',
    'Mainly products intended to be added as furnishings to previously constructed floors and walls.',
  ],
  [
    '游戏器具和玩具；视频游戏装置；体育和运动用品；圣诞树用装饰品。',
    'Games, toys and playthings; video game apparatus; gymnastic and sporting articles; decorations for Christmas trees.',
    '本类主要包括玩具、游戏器具、体育器材、娱乐和新奇物品，以及某些圣诞树用品。',
    'Mainly toys, apparatus for playing games, sports equipment, amusement and novelty items, as well as certain articles for Christmas trees.',
  ],
  [
    '肉，鱼，家禽和野味；肉汁；腌渍、冷冻、干制及煮熟的水果和蔬菜；果冻，果酱，蜜饯；蛋；奶，奶酪，黄油，酸奶和其他奶制品；食用油和油脂。',
    'Meat, fish, poultry and game; meat extracts; preserved, frozen, dried and cooked fruits and vegetables; jellies, jams, compotes; eggs; milk, cheese, butter, yogurt and other milk products; oils and fats for food.',
    '本类主要包括动物性食品，以及为食用而加工或保存的蔬菜及其他园艺产品。',
    'Mainly foodstuffs of animal origin, as well as vegetables and other horticultural comestible products which are prepared or preserved for consumption.',
  ],
  [
    '咖啡，茶，可可及其代用品；米，意式面食，面条；食用淀粉和西米；面粉和谷类制品；面包，糕点和甜食；巧克力；冰淇淋，果汁刨冰和其他食用冰；糖，蜂蜜，糖浆；鲜酵母，发酵粉；食盐，调味料，香辛料，腌制香草；醋，调味酱汁和其他调味品；冰（冻结的水）。',
    'Coffee, tea, cocoa and substitutes therefor; rice, pasta and noodles; tapioca and sago; flour and preparations made from cereals; bread, pastries and confectionery; chocolate; ice cream, sorbets and other edible ices; sugar, honey, treacle; yeast, baking-powder; salt, seasonings, spices, preserved herbs; vinegar, sauces and other condiments; ice (frozen water).',
    '本类主要包括为食用而加工或保存的植物类食品（水果和蔬菜除外），以及调味用添加剂。',
    'Mainly foodstuffs of plant origin, except fruits and vegetables, prepared or preserved for consumption, as well as auxiliaries intended for the improvement of the flavour of food.',
  ],
  [
    '未加工的农业、水产养殖业、园艺、林业产品；未加工的谷物和种子；新鲜水果和蔬菜，新鲜芳香草本植物；草木和花卉；种植用球茎、幼苗和种子；活动物；动物的饮食；麦芽。',
    'Raw and unprocessed agricultural, aquacultural, horticultural and forestry products; raw and unprocessed grains and seeds; fresh fruits and vegetables, fresh herbs; natural plants and flowers; bulbs, seedlings and seeds for planting; live animals; foodstuffs and beverages for animals; malt.',
    '本类主要包括未经过任何食用加工的陆地和海洋产品，活动物和植物，以及动物饲料。',
    'Mainly land and sea products not having been subjected to any form of preparation for consumption, live animals and plants, as well as foodstuffs for animals.',
  ],
  [
    '啤酒；无酒精饮料；矿泉水和汽水；水果饮料及果汁；糖浆及其他用于制作无酒精饮料的制剂。',
    'Beers; non-alcoholic beverages; mineral and aerated waters; fruit beverages and fruit juices; syrups and other non-alcoholic preparations for making beverages.',
    '本类主要包括无酒精饮料和啤酒。',
    'Mainly non-alcoholic beverages, as well as beer.',
  ],
  [
    '含酒精的饮料（啤酒除外）；制饮料用含酒精的制剂。',
    'Alcoholic beverages, except beers; alcoholic preparations for making beverages.',
    '本类主要包括含酒精的饮料、香精和提取物；啤酒属第32类，药酒属第5类。',
    'Mainly alcoholic beverages, essences and extracts; beer is in class 32, medicinal drinks in class 5.',
  ],
  [
    '烟草和烟草代用品；香烟和雪茄；电子香烟和吸烟者用口腔雾化器；烟具；火柴。',
    'Tobacco and tobacco substitutes; cigarettes and cigars; electronic cigarettes and oral vaporizers for smokers; smokers’ articles; matches.',
    '本类主要包括烟草和吸烟用品，以及与其使用有关的某些附件和容器。',
    'Mainly tobacco and articles used for smoking, as well as certain accessories and containers related to their use.',
  ],
  [
    '广告；商业经营、组织和管理；办公事务。',
    'Advertising; business management, organization and administration; office functions.',
    '本类主要包括帮助商业企业经营或管理、帮助工商企业的业务或商业职能管理的服务，以及广告服务。',
    'Mainly services principally intended to help in the working or management of a commercial undertaking, or in the management of the business affairs or commercial functions of an industrial or commercial enterprise, as well as advertising services.',
  ],
  [
    '金融，货币和银行服务；保险服务；不动产服务。',
    'Financial, monetary and banking services; insurance services; real estate services.',
    '本类主要包括银行业务和其他金融交易服务，金融评估服务，以及保险和不动产服务。',
    'Mainly services relating to banking and other financial transactions, financial valuation services, as well as insurance and real estate activities.',
  ],
  [
    '建筑服务；安装和修理服务；采矿，石油和天然气钻探。',
    'Construction services; installation and repair services; mining extraction, oil and gas drilling.',
    '本类主要包括建筑领域的服务，以及将物品恢复原状或保持原状而不改变其物理或化学特性的服务。',
    'Mainly services in the field of construction, as well as services involving the restoration of objects to their original condition or their preservation without altering their physical or chemical properties.',
  ],
  [
    '电信服务。',
    'Telecommunications services.',
    '本类主要包括使至少一方能与另一方进行交流的服务，以及数据的播放和传输服务。',
    'Mainly services that allow at least one party to communicate with another, as well as services for the broadcasting and transmission of data.',
  ],
  [
    '运输；商品包装和贮藏；旅行安排。',
    'Transport; packaging and storage of goods; travel arrangement.',
    '本类主要包括将人、动物或货物从一处运送到另一处的服务和与此必然相关的服务，以及货物贮藏服务。',
    'Mainly services for transporting people, animals or goods from one place to another and services necessarily connected with such transport, as well as services relating to the storing of goods.',
  ],
  [
    '材料处理；废物和垃圾的回收利用；空气净化和水处理；印刷服务；食物和饮料的防腐处理。',
    'Treatment of materials; recycling of waste and trash; air purification and treatment of water; printing services; food and drink preservation.',
    '本类主要包括通过机械或化学方法对物体或无机、有机物质进行加工、转化或生产的服务，包括定制加工服务。',
    'Mainly services rendered by the mechanical or chemical processing, transformation or production of objects or inorganic or organic substances, including custom manufacturing services.',
  ],
  [
    '教育；提供培训；娱乐；文体活动。',
    'Education; providing of training; entertainment; sporting and cultural activities.',
    '本类主要包括发展人或动物智力的服务，以及用于娱乐或消遣的服务。',
    'Mainly services in the development of the mental faculties of persons or animals, as well as services intended to entertain or to engage the attention.',
  ],
  [
    '科学技术服务和与之相关的研究与设计服务；工业分析、工业研究和工业品外观设计服务；质量控制和质量认证服务；计算机硬件与软件的设计与开发。',
    'Scientific and technological services and research and design relating thereto; industrial analysis, industrial research and industrial design services; quality control and authentication services; design and development of computer hardware and software.',
    '本类主要包括涉及复杂领域活动的理论和实践方面的服务，包括计算机服务。',
    'Mainly services in relation to the theoretical and practical aspects of complex fields of activities, including computer services.',
  ],
  [
    '提供食物和饮料服务；临时住宿。',
    'Services for providing food and drink; temporary accommodation.',
    '本类主要包括为消费者提供食物和饮料的服务，以及在宾馆、寄宿处或其他机构提供临时住宿的服务。',
    'Mainly services provided by persons or establishments whose aim is to prepare food and drink for consumption, as well as services providing bed and board in hotels, boarding houses or other establishments providing temporary accommodation.',
  ],
  [
    '医疗服务；兽医服务；人或动物的卫生和美容服务；农业、水产养殖、园艺和林业服务。',
    'Medical services; veterinary services; hygienic and beauty care for human beings or animals; agriculture, aquaculture, horticulture and forestry services.',
    '本类主要包括向人或动物提供的医疗护理（包括替代医学）、卫生和美容服务，以及农业、水产养殖、园艺和林业服务。',
    'Mainly medical care, including alternative medicine, hygienic and beauty care given to human beings and animals, as well as services relating to agriculture, aquaculture, horticulture and forestry.',
  ],
  [
    '法律服务；为有形财产和个人提供实体保护的安全服务；交友服务，在线社交网络服务；殡仪服务；临时照看婴孩。',
    'Legal services; security services for the physical protection of tangible property and individuals; dating services, online social networking services; funerary services; babysitting.',
    '本类主要包括法律服务、安全服务，以及由他人提供的满足个人需要的某些个人和社会服务。',
    'Mainly legal services, security services and certain personal and social services rendered by others to meet the needs of individuals.',
  ],
]

/** The note of a class '01'–'45' (undefined outside the range). */
export function niceClassNote(classNo: string): NiceClassNote | undefined {
  const row = ROWS[Number(classNo) - 1]
  if (!row || !/^\d\d$/.test(classNo)) return undefined
  const [headingZh, headingEn, noteZh, noteEn] = row
  return { headingZh, headingEn, noteZh, noteEn }
}

export const NICE_CLASS_NOTE_COUNT = ROWS.length
