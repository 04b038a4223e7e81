import { contentText } from '../content/content-text';
import { plainTextContent } from '../content/plain-text-content';

import type { Product } from '../types';
import { readingTime } from '../mapping/product-rules';
import { samplePrices } from './sample-prices';
import { SAMPLE_PRODUCTS } from './sample-products';

/** Full texts of the sample products, kept apart so the listing does not download them. */
const SAMPLE_CONTENT: Record<string, string> = {
  '1': [
    'Depois de semanas usando este fone no transporte público e em chamadas de trabalho, ele virou o nosso favorito na faixa de preço.',
    'O cancelamento de ruído ativo reduz bem o barulho de motor e de ar-condicionado, e o modo ambiente deixa ouvir avisos sem tirar o fone da orelha.',
    'Pontos fortes:\n- até 30 horas de bateria com o estojo\n- conexão com dois aparelhos ao mesmo tempo\n- microfone que isola bem a voz',
    'Pontos de atenção: o estojo é um pouco grande para o bolso e o aplicativo só existe em inglês.',
    'Para quem passa muitas horas em ambientes barulhentos, é um dos melhores custos-benefícios que testamos.',
  ].join('\n\n'),
  '2': 'Cesto de 5 litros, oito programas prontos e timer de até 60 minutos.\n\nO antiaderente é fácil de limpar e a base não esquenta a bancada.',
  '3': 'Cabedal respirável, palmilha removível e peso de 240 g no número 40.\n\nCalça um pouco justo: se estiver entre dois números, escolha o maior.',
  '4': 'Parede dupla de aço inox, tampa com trava e alça dobrável.\n\nNão vai à lava-louças: lave à mão para conservar o vácuo.',
  '5': 'Vibração sônica, aviso a cada 30 segundos para trocar de quadrante e carregador por indução.\n\nRefis compatíveis são fáceis de encontrar.',
  '6': 'Smartbands custam menos e duram até duas semanas longe da tomada; smartwatches têm tela maior, GPS e aplicativos.\n\nSe o foco é contar passos e sono, a smartband basta. Para treinos com GPS, vá de smartwatch.',
  '7': 'Saída de 20 W, duas portas USB-A e uma USB-C, visor com a carga restante.\n\nPermitido em bagagem de mão.',
  '8': 'Funciona em fogão a gás, elétrico e de indução.\n\nUse utensílios de silicone ou madeira para o revestimento durar mais.',
  '9': 'Tecido repelente à água, alças acolchoadas e bolso secreto nas costas para documentos.\n\nCabe uma muda de roupa além do notebook.',
  '10': 'Kit com oito divisórias de plástico reforçado que podem ser cortadas no tamanho da gaveta.\n\nÓtimo para talheres, maquiagem e material de escritório.',
};

function findSampleProduct(id: string): Product | undefined {
  const card = SAMPLE_PRODUCTS.find((entry) => entry.id === id);
  const text = SAMPLE_CONTENT[id];
  if (card === undefined || text === undefined) return card;
  const content = plainTextContent(text);
  return { ...card, ...samplePrices(id), content, readTime: readingTime(contentText(content)) };
}

/** A product page: WordPress's product, else the sample with that id (undefined when there is none). */
export function productOrSample(id: string, live: Product | null | undefined): Product | undefined {
  return live ?? findSampleProduct(id);
}
