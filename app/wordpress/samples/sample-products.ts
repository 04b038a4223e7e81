import type { Product } from '../types';

/** Built-in catalogue shown when WordPress is not configured, unreachable or empty (spec sections 1 and 3). */
export const SAMPLE_CATEGORIES = [
  'Tecnologia',
  'Casa',
  'Moda',
  'Utilidades',
  'Saúde e Cuidados Pessoais',
  'Comparativos',
] as const;

const AFFILIATE_EXAMPLE = 'https://www.amazon.com.br/';

/**
 * The sample cards. Their price claims are what the price rules say of their histories (kept with
 * the product page's data in sample-prices.ts, so the listing does not download them); a test checks
 * that both agree.
 */
export const SAMPLE_PRODUCTS: readonly Product[] = [
  {
    id: '1',
    title: 'Fone de Ouvido Bluetooth com Cancelamento de Ruído',
    description: 'Som imersivo, bateria para o dia inteiro e silêncio de verdade no ônibus ou no escritório.',
    image: '/images/samples/fone.svg',
    category: 'Tecnologia',
    price: 'R$ 349,90',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: true,
    priceClaims: { lowestIn90Days: true, discount: { percent: 2, referenceCents: 35990 } },
  },
  {
    id: '2',
    title: 'Air Fryer Digital 5 Litros',
    description: 'Batata crocante sem óleo, painel digital simples e cesto grande para a família toda.',
    image: '/images/samples/air-fryer.svg',
    category: 'Casa',
    price: 'R$ 429,00',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: true,
    priceClaims: { lowestIn90Days: false, discount: null },
  },
  {
    id: '3',
    title: 'Tênis de Corrida com Amortecimento Leve',
    description: 'Confortável para treinos diários, com solado que aguenta asfalto e esteira.',
    image: '/images/samples/tenis.svg',
    category: 'Moda',
    price: 'R$ 299,90',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: false,
    priceClaims: { lowestIn90Days: false, discount: null },
  },
  {
    id: '4',
    title: 'Garrafa Térmica Inox 1 Litro',
    description: 'Mantém o café quente por 12 horas e a água gelada por 24 horas.',
    image: '/images/samples/garrafa.svg',
    category: 'Utilidades',
    price: 'R$ 119,90',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: false,
    priceClaims: { lowestIn90Days: true, discount: null },
  },
  {
    id: '5',
    title: 'Escova Dental Elétrica Recarregável',
    description: 'Timer de dois minutos, três modos de limpeza e bateria que dura semanas.',
    image: '/images/samples/escova.svg',
    category: 'Saúde e Cuidados Pessoais',
    price: 'R$ 189,90',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: true,
    priceClaims: { lowestIn90Days: true, discount: { percent: 13, referenceCents: 21990 } },
  },
  {
    id: '6',
    title: 'Smartwatch vs. Smartband: qual comprar?',
    description: 'Comparamos tela, bateria, sensores e preço para você escolher sem arrependimento.',
    image: '/images/samples/comparativo.svg',
    category: 'Comparativos',
    price: 'A partir de R$ 199,00',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: false,
  },
  {
    id: '7',
    title: 'Carregador Portátil 20.000 mAh',
    description: 'Carrega o celular até quatro vezes, com entrada e saída USB-C rápidas.',
    image: '/images/samples/powerbank.svg',
    category: 'Tecnologia',
    price: 'R$ 159,90',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: false,
    priceClaims: { lowestIn90Days: true, discount: { percent: 5, referenceCents: 16990 } },
  },
  {
    id: '8',
    title: 'Jogo de Panelas Antiaderentes 5 Peças',
    description: 'Revestimento cerâmico, cabos que não esquentam e tampas de vidro.',
    image: '/images/samples/panelas.svg',
    category: 'Casa',
    price: 'R$ 379,00',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: false,
    priceClaims: { lowestIn90Days: false, discount: null },
  },
  {
    id: '9',
    title: 'Mochila Antifurto para Notebook',
    description: 'Zíperes escondidos, entrada USB e espaço para notebook de até 15,6 polegadas.',
    image: '/images/samples/mochila.svg',
    category: 'Moda',
    price: 'R$ 229,90',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: true,
    priceClaims: { lowestIn90Days: true, discount: null },
  },
  {
    id: '10',
    title: 'Organizador de Gavetas Ajustável',
    description: 'Divisórias que se encaixam em qualquer gaveta e acabam com a bagunça.',
    image: '/images/samples/organizador.svg',
    category: 'Utilidades',
    price: 'R$ 59,90',
    affiliateUrl: AFFILIATE_EXAMPLE,
    isNew: false,
  },
];
