import { type CategorySeed, foodImage } from './catalogTypes'
import { names } from './upsert'

/** Harbour Dim Sum & Seafood (brand `harbour`): dim sum, rice rolls, live seafood and tea. */

export const HARBOUR_CATALOG: CategorySeed[] = [
  {
    code: 'steamed',
    ...names('蒸點', 'Steamed Dim Sum', '蒸点'),
    // At most six baskets of steamed dim sum per guest.
    limitType: 1,
    limitAmount: 6,
    foods: [
      {
        code: 'har-gow',
        ...names('晶瑩鮮蝦餃', 'Har Gow (Shrimp Dumplings)', '晶莹鲜虾饺'),
        description: '每籠四粒，每位限點兩籠。',
        description1: 'Four per basket; two baskets per guest.',
        description2: '每笼四粒，每位限点两笼。',
        price: '42.00',
        limitType: 1,
        limitAmount: 2,
        imageUrl: foodImage('har-gow'),
      },
      {
        code: 'siu-mai',
        ...names('蟹籽燒賣', 'Siu Mai with Crab Roe', '蟹籽烧卖'),
        price: '38.00',
        imageUrl: foodImage('siu-mai'),
      },
      {
        code: 'char-siu-bao',
        ...names('蜜汁叉燒包', 'BBQ Pork Buns', '蜜汁叉烧包'),
        price: '32.00',
        imageUrl: foodImage('char-siu-bao'),
      },
      {
        code: 'beancurd-roll',
        ...names('鮮竹卷', 'Beancurd Skin Rolls', '鲜竹卷'),
        price: '36.00',
        imageUrl: foodImage('beancurd-roll'),
      },
      {
        code: 'chicken-feet',
        ...names('豉汁蒸鳳爪', 'Chicken Feet in Black Bean Sauce', '豉汁蒸凤爪'),
        price: '32.00',
        imageUrl: foodImage('chicken-feet'),
      },
      {
        code: 'chiu-chow-dumpling',
        ...names('潮州粉粿', 'Chiu Chow Dumplings', '潮州粉粿'),
        description: '周末限定。',
        description1: 'Weekends only.',
        description2: '周末限定。',
        price: '34.00',
        invisible: 3,
        imageUrl: foodImage('chiu-chow-dumpling'),
      },
    ],
  },
  {
    code: 'rice-rolls',
    ...names('腸粉', 'Rice Rolls', '肠粉'),
    foods: [
      {
        code: 'shrimp-rice-roll',
        ...names('鮮蝦腸粉', 'Shrimp Rice Rolls', '鲜虾肠粉'),
        price: '42.00',
        automod: 1,
        imageUrl: foodImage('shrimp-rice-roll'),
        modifiers: [
          {
            code: 'sauce',
            ...names('醬汁', 'Sauce', '酱汁'),
            minqty: 1,
            maxqty: 2,
            options: [
              { code: 'soy', ...names('豉油', 'Sweet soy sauce', '豉油'), defmodifier: 1 },
              { code: 'hoisin', ...names('甜醬', 'Hoisin sauce', '甜酱') },
              { code: 'sesame', ...names('麻醬', 'Sesame paste', '麻酱') },
            ],
          },
        ],
      },
      {
        code: 'char-siu-roll',
        ...names('叉燒腸粉', 'BBQ Pork Rice Rolls', '叉烧肠粉'),
        price: '38.00',
        imageUrl: foodImage('char-siu-roll'),
      },
      {
        code: 'zhaliang',
        ...names('炸兩', 'Rice Roll with Fried Dough', '炸两'),
        price: '36.00',
        imageUrl: foodImage('zhaliang'),
      },
    ],
  },
  {
    code: 'fried',
    ...names('煎炸', 'Pan-fried & Deep-fried', '煎炸'),
    foods: [
      {
        code: 'spring-roll',
        ...names('脆皮春卷', 'Crispy Spring Rolls', '脆皮春卷'),
        price: '32.00',
        imageUrl: foodImage('spring-roll'),
      },
      {
        code: 'ham-sui-gok',
        ...names('咸水角', 'Fried Glutinous Dumplings', '咸水角'),
        price: '30.00',
        imageUrl: foodImage('ham-sui-gok'),
      },
      {
        code: 'turnip-cake',
        ...names('香煎蘿蔔糕', 'Pan-fried Turnip Cake', '香煎萝卜糕'),
        price: '32.00',
        imageUrl: foodImage('turnip-cake'),
      },
    ],
  },
  {
    code: 'seafood',
    ...names('生猛海鮮', 'Live Seafood', '生猛海鲜'),
    foods: [
      {
        code: 'typhoon-crab',
        ...names('避風塘炒蟹', 'Typhoon Shelter Crab', '避风塘炒蟹'),
        description: '每日限量供應。',
        description1: 'Limited catch every day.',
        description2: '每日限量供应。',
        price: '388.00',
        marketPrice: '428.00',
        surplusNum: 5,
        remainingNumber: 8,
        ablediscount: 0,
        imageUrl: foodImage('typhoon-crab'),
      },
      {
        code: 'steamed-grouper',
        ...names('清蒸東星斑', 'Steamed Coral Grouper', '清蒸东星斑'),
        price: '298.00',
        automod: 0,
        imageUrl: foodImage('steamed-grouper'),
        modifiers: [
          {
            code: 'style',
            ...names('做法', 'Cooking style', '做法'),
            minqty: 1,
            maxqty: 1,
            options: [
              { code: 'steamed', ...names('清蒸', 'Steamed with soy', '清蒸') },
              { code: 'black-bean', ...names('豉汁蒸', 'Black bean sauce', '豉汁蒸') },
              {
                code: 'two-ways',
                ...names('一魚兩食 (+$40)', 'Two ways (+$40)', '一鱼两食 (+$40)'),
                price: '40.00',
              },
            ],
          },
        ],
      },
      {
        code: 'mantis-shrimp',
        ...names('椒鹽瀨尿蝦', 'Salt & Pepper Mantis Shrimp', '椒盐濑尿虾'),
        price: '268.00',
        limitType: 2,
        limitAmount: 1,
        imageUrl: foodImage('mantis-shrimp'),
      },
      {
        code: 'poached-shrimp',
        ...names('白灼海蝦', 'Poached Prawns', '白灼海虾'),
        price: '168.00',
        imageUrl: foodImage('poached-shrimp'),
      },
    ],
  },
  {
    code: 'congee-dessert',
    ...names('粥品甜點', 'Congee & Dessert', '粥品甜点'),
    foods: [
      {
        code: 'century-egg-congee',
        ...names('皮蛋瘦肉粥', 'Century Egg & Pork Congee', '皮蛋瘦肉粥'),
        price: '38.00',
        imageUrl: foodImage('century-egg-congee'),
      },
      {
        code: 'mango-sago',
        ...names('楊枝甘露', 'Mango Pomelo Sago', '杨枝甘露'),
        price: '32.00',
        imageUrl: foodImage('mango-sago'),
      },
      {
        code: 'ma-lai-go',
        ...names('古法馬拉糕', 'Steamed Sponge Cake', '古法马拉糕'),
        price: '28.00',
        imageUrl: foodImage('ma-lai-go'),
      },
    ],
  },
  {
    code: 'tea',
    ...names('茶芥', 'Tea', '茶芥'),
    foods: [
      {
        code: 'pu-erh',
        ...names('普洱', 'Pu-erh', '普洱'),
        price: '12.00',
        serviceCharge: 0,
        imageUrl: foodImage('pu-erh'),
      },
      {
        code: 'tieguanyin',
        ...names('鐵觀音', 'Tieguanyin', '铁观音'),
        price: '12.00',
        serviceCharge: 0,
        imageUrl: foodImage('tieguanyin'),
      },
      {
        code: 'jasmine',
        ...names('香片', 'Jasmine', '香片'),
        price: '12.00',
        serviceCharge: 0,
        imageUrl: foodImage('jasmine'),
      },
    ],
  },
  {
    code: 'sets',
    ...names('點心套餐', 'Dim Sum Sets', '点心套餐'),
    foods: [
      {
        code: 'dim-sum-for-two',
        ...names('二人點心套餐', 'Dim Sum Set for Two', '二人点心套餐'),
        description: '三款蒸點、一款腸粉及一壺茶，可加配甜點。',
        description1: 'Three steamed dim sum, one rice roll and a pot of tea; dessert optional.',
        description2: '三款蒸点、一款肠粉及一壶茶，可加配甜点。',
        price: '198.00',
        marketPrice: '238.00',
        automod: 0,
        imageUrl: foodImage('dim-sum-for-two'),
        combo: [
          {
            code: 'steamed',
            ...names('蒸點（選三款）', 'Steamed (choose 3)', '蒸点（选三款）'),
            minqty: 3,
            maxqty: 3,
            required: true,
            items: [
              { code: 'har-gow', foodCode: 'har-gow', defmodifier: 1, top: 1 },
              { code: 'siu-mai', foodCode: 'siu-mai', defmodifier: 1 },
              { code: 'char-siu-bao', foodCode: 'char-siu-bao', defmodifier: 1 },
              { code: 'beancurd-roll', foodCode: 'beancurd-roll' },
              { code: 'chicken-feet', foodCode: 'chicken-feet' },
            ],
          },
          {
            code: 'rice-roll',
            ...names('腸粉', 'Rice roll', '肠粉'),
            minqty: 1,
            maxqty: 1,
            required: true,
            items: [
              { code: 'shrimp', foodCode: 'shrimp-rice-roll', price: '6.00' },
              { code: 'char-siu', foodCode: 'char-siu-roll', defmodifier: 1 },
            ],
          },
          {
            code: 'tea',
            ...names('茶', 'Tea', '茶'),
            minqty: 1,
            maxqty: 1,
            required: true,
            items: [
              { code: 'pu-erh', foodCode: 'pu-erh', defmodifier: 1, qty: 2 },
              { code: 'tieguanyin', foodCode: 'tieguanyin', qty: 2 },
              { code: 'jasmine', foodCode: 'jasmine', qty: 2 },
            ],
          },
          {
            code: 'dessert',
            ...names('甜點（可選）', 'Dessert (optional)', '甜点（可选）'),
            minqty: 0,
            maxqty: 1,
            required: false,
            preferentialPrice: '10.00',
            showType: 2,
            items: [
              { code: 'mango-sago', foodCode: 'mango-sago', price: '22.00' },
              { code: 'ma-lai-go', foodCode: 'ma-lai-go', price: '18.00' },
            ],
          },
        ],
      },
    ],
  },
]
