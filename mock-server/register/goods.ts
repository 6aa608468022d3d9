// Goods and services per Nice class, worded after CNIPA's 类似商品和服务区分表 and the Nice alphabetical list.
// Each entry is 'zh|en'; six per class so a mark can name up to six from one class.
const GOODS: readonly string[] = [
  '工业用化学品|chemicals used in industry;肥料|fertilizers;胶黏剂（工业用）|adhesives for industrial purposes;灭火制剂|fire extinguishing compositions;工业用淀粉|starch for industrial purposes;植物生长调节剂|plant growth regulating preparations',
  '油漆|paints;清漆|varnishes;防锈剂|anti-rust preparations;食用色素|food colorants;印刷油墨|printing ink;木材防腐剂|wood preservatives',
  '化妆品|cosmetics;洗发液|shampoos;牙膏|toothpaste;香水|perfumes;洗衣剂|laundry detergents;护肤霜|skin care creams',
  '工业用油|industrial oils;润滑油|lubricating oil;蜡烛|candles;燃料|fuel;木炭|charcoal;汽油|gasoline',
  '药品|pharmaceutical preparations;膳食补充剂|dietary supplements;医用营养品|nutritional supplements for medical purposes;消毒剂|disinfectants;婴儿食品|food for babies;中药成药|traditional Chinese medicines',
  '普通金属合金|alloys of common metal;金属门|metal doors;五金器具|ironmongery;金属锁|metal locks;保险箱|safes;金属管道|metal pipes',
  '农业机械|agricultural machines;包装机|packaging machines;电动清洁机器|electric cleaning machines;食品加工机（电动）|electric food processors;三维打印机|3D printers;洗衣机|washing machines',
  '手工具|hand tools;剃须刀|razors;餐具（刀、叉和匙）|cutlery;园艺工具（手动）|garden tools, hand-operated;指甲刀|nail clippers;扳手|spanners',
  '计算机|computers;手机|mobile phones;已录制的计算机程序|recorded computer software;耳机|headphones;眼镜|spectacles;电池|batteries',
  '外科仪器和器械|surgical apparatus and instruments;医用体温计|thermometers for medical purposes;按摩器械|massage apparatus;口罩（医用）|masks for medical purposes;助听器|hearing aids;奶瓶|feeding bottles',
  '灯|lamps;空气调节设备|air-conditioning apparatus;电炊具|electric cooking utensils;热水器|water heaters;空气净化器|air purifiers;冰箱|refrigerators',
  '汽车|automobiles;自行车|bicycles;电动车辆|electric vehicles;轮胎|tyres;无人机|drones;婴儿车|baby carriages',
  '烟花|fireworks;火器|firearms;弹药|ammunition;信号烟火|signal rockets;火药|gunpowder;个人防护用喷雾|personal defence sprays',
  '首饰|jewellery;手表|wristwatches;贵金属|precious metals;钟|clocks;宝石|precious stones;钥匙圈|key rings',
  '乐器|musical instruments;钢琴|pianos;吉他|guitars;鼓（乐器）|drums;乐器盒|cases for musical instruments;节拍器|metronomes',
  '纸|paper;笔记本|notebooks;印刷品|printed matter;书籍|books;文具|stationery;包装用纸袋|paper bags for packaging',
  '橡胶|rubber;塑料管|plastic tubing;绝缘材料|insulating materials;密封垫|sealing gaskets;非金属软管|non-metallic hoses;包装用塑料膜|plastic film for packaging',
  '皮革|leather;手提包|handbags;旅行箱|suitcases;钱包|wallets;雨伞|umbrellas;宠物服装|clothing for pets',
  '非金属建筑材料|non-metallic building materials;水泥|cement;瓷砖|tiles;地板（非金属）|non-metallic floors;建筑用玻璃|building glass;木地板|wood flooring',
  '家具|furniture;床垫|mattresses;镜子|mirrors;枕头|pillows;塑料包装容器|plastic containers for packaging;展示架|display stands',
  '厨房用具|kitchen utensils;玻璃杯|glasses;陶瓷餐具|tableware of porcelain;保温瓶|vacuum bottles;牙刷|toothbrushes;化妆刷|cosmetic brushes',
  '绳索|ropes;帐篷|tents;遮篷|awnings;包装用纺织品袋|textile bags for packaging;网|nets;羽绒（禽类）|down (feathers)',
  '纺织用纱|yarns for textile use;线|threads;人造线和纱|spun thread and yarn;绒线|wool yarn;刺绣用丝线|embroidery thread;棉线|cotton thread',
  '纺织品|textiles;床单|bed sheets;毛巾|towels;被子|quilts;窗帘|curtains;布|fabrics',
  '服装|clothing;鞋|footwear;帽子|headwear;运动服|sportswear;内衣|underwear;围巾|scarves',
  '花边|lace;纽扣|buttons;假发|wigs;发夹|hair clips;人造花|artificial flowers;拉链|zip fasteners',
  '地毯|carpets;地垫|floor mats;墙纸|wallpaper;瑜伽垫|yoga mats;汽车用垫|automobile mats;人工草皮|artificial turf',
  '玩具|toys;游戏器具|games;体育用品|sporting goods;健身器材|exercise machines;圣诞树装饰品|christmas tree decorations;钓鱼用具|fishing tackle',
  '肉|meat;奶制品|dairy products;食用油|edible oils;加工过的坚果|processed nuts;冻干水果|freeze-dried fruits;豆腐|tofu',
  '咖啡|coffee;茶|tea;糖果|confectionery;面包|bread;调味品|seasonings;大米|rice',
  '新鲜水果|fresh fruits;新鲜蔬菜|fresh vegetables;动物饲料|animal foodstuffs;鲜花|natural flowers;种子|seeds;活动物|live animals',
  '啤酒|beer;矿泉水|mineral water;果汁|fruit juices;无酒精饮料|non-alcoholic beverages;植物饮料|plant-based beverages;功能饮料|energy drinks',
  '白酒|baijiu;葡萄酒|wine;烈酒|spirits;黄酒|yellow rice wine;果酒（含酒精）|fruit wine;鸡尾酒|cocktails',
  '香烟|cigarettes;烟草|tobacco;电子香烟|electronic cigarettes;火柴|matches;烟灰缸|ashtrays;打火机|lighters for smokers',
  '广告|advertising;替他人推销|sales promotion for others;在线零售服务|online retail services;人力资源管理|human resources management;商业管理咨询|business management consultancy;进出口代理|import-export agency services',
  '保险|insurance;银行|banking;不动产代理|real estate agency;金融服务|financial services;艺术品估价|art appraisal;募集慈善基金|charitable fund raising',
  '建筑|building construction;室内装潢|interior decoration;车辆保养和修理|vehicle maintenance and repair;清洁建筑物|cleaning of buildings;电器设备的安装和修理|installation and repair of electric appliances;采矿|mining extraction',
  '电信服务|telecommunication services;信息传送|transmission of information;提供互联网聊天室|providing internet chatrooms;视频点播传输|video-on-demand transmission;无线广播|radio broadcasting;电子邮件传输|electronic mail transmission',
  '运输|transport;货物贮存|storage of goods;快递服务|courier services;旅行预订|booking of travel;包装商品|packaging of goods;出租车运输|taxi transport',
  '材料处理|treatment of materials;定做服装|custom tailoring;印刷|printing;食品加工|food processing;废物再生|recycling of waste;三维打印服务|3D printing services',
  '教育|education;培训|training;组织体育活动|organising sports competitions;在线电子书籍出版|publication of electronic books online;健身俱乐部|health club services;娱乐|entertainment',
  '技术研究|technological research;软件设计|software design;平台即服务|platform as a service;工业品外观设计|industrial design;质量控制|quality control;云计算|cloud computing',
  '餐厅|restaurant services;住所代理（旅馆、供膳寄宿处）|hotel reservations;咖啡馆|café services;茶馆|teahouse services;提供野营场地设施|providing campground facilities;托儿所服务|day-nursery services',
  '医疗服务|medical services;美容服务|beauty care;医疗诊所服务|medical clinic services;园艺|horticulture;宠物梳洗|pet grooming;眼镜行服务|optician services',
  '法律服务|legal services;安全保卫服务|security services;交友服务|dating services;知识产权许可|licensing of intellectual property;服装出租|clothing rental;在线社交网络服务|online social networking services',
]

export interface GoodsItem {
  zh: string
  en: string
}

/** Goods of class n (1–45), parsed once. */
export const GOODS_BY_CLASS: readonly (readonly GoodsItem[])[] = GOODS.map((line) =>
  line.split(';').map((item) => {
    const [zh = '', en = ''] = item.split('|')
    return { zh, en }
  }),
)

/** Class numbers as the register writes them: '01'–'45'. */
export const CLASS_NOS: readonly string[] = GOODS.map((_, i) => String(i + 1).padStart(2, '0'))
