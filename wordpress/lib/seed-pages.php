<?php
/**
 * The site's institutional pages, in Portuguese, seeded by seed.php as
 * WordPress pages (the footer and the menu of the site link to them by slug).
 * Block markup, like posts written in the block editor.
 *
 * Returns slug => array( title, content ).
 *
 * @package CuradoriaAfiliados
 */

/**
 * Block markup helpers: a paragraph, a heading (h2) and a list.
 */
$p  = static function ( $html ) {
	return "<!-- wp:paragraph -->\n<p>{$html}</p>\n<!-- /wp:paragraph -->\n\n";
};
$h  = static function ( $text ) {
	return "<!-- wp:heading -->\n<h2>{$text}</h2>\n<!-- /wp:heading -->\n\n";
};
$ul = static function ( array $items ) {
	return "<!-- wp:list -->\n<ul><li>" . implode( '</li><li>', $items ) . "</li></ul>\n<!-- /wp:list -->\n\n";
};

$email_contato     = 'contato@example.com';
$email_privacidade = 'privacidade@example.com';

return array(
	'sobre'                   => array(
		'title'   => 'Sobre nós',
		'content' =>
			$p( 'A <strong>Curadoria Local</strong> é um site independente que seleciona produtos úteis, bem avaliados e com preço justo, para você não precisar abrir vinte abas antes de comprar.' )
			. $h( 'O que fazemos' )
			. $p( 'Lemos fichas técnicas, comparamos preços em mais de uma loja, acompanhamos o histórico de preços e levamos em conta as avaliações de quem já comprou. Quando podemos, usamos o produto no dia a dia antes de recomendar.' )
			. $h( 'Independência' )
			. $p( 'Nenhuma marca paga para aparecer nas nossas listas. Ganhamos uma comissão quando você compra por um dos nossos links, sem custo extra para você &#8211; os detalhes estão na página Disclosure de Afiliados. A comissão não muda a nossa opinião: se um produto piora ou surge uma opção melhor, a recomendação muda.' )
			. $h( 'Fale com a gente' )
			. $p( "Dúvidas, correções ou sugestões: escreva para <a href=\"mailto:{$email_contato}\">{$email_contato}</a>." ),
	),
	'como-funciona'           => array(
		'title'   => 'Como funciona',
		'content' =>
			$p( 'Cada post apresenta um produto: o que ele faz bem, para quem ele serve, o preço que encontramos e um botão <strong>Ver produto</strong> que leva à loja.' )
			. $h( 'De onde vem o preço' )
			. $p( 'O preço é o que vimos na loja na data mostrada em <strong>Preço verificado em</strong>, logo abaixo do botão. Preços de lojas on-line mudam com frequência; quando a última verificação tem mais de 30 dias, o site avisa: <em>O preço pode ter mudado: confira na loja.</em> O valor que vale é sempre o da loja no momento da compra.' )
			. $h( 'Onde a compra acontece' )
			. $p( 'A compra, o pagamento, a entrega, a troca e a garantia são feitos diretamente com a loja (Amazon, Mercado Livre, Magazine Luiza e outras). Não vendemos nada e não recebemos os seus dados de pagamento.' )
			. $h( 'Mais lidas' )
			. $p( 'A lista <strong>Mais Lidas</strong> mostra os produtos mais vistos nos últimos 30 dias. Para montá-la contamos, por dia, quantas vezes cada produto foi visto e quantas vezes o botão Ver produto foi clicado &#8211; sem cookies e sem guardar dados de quem visitou (veja a Política de Privacidade).' )
			. $h( 'Links verificados' )
			. $p( 'Todos os dias conferimos se os links das lojas continuam funcionando. Quando um produto sai de linha, corrigimos ou retiramos o link.' ),
	),
	'sugerir-produto'         => array(
		'title'   => 'Sugerir produto',
		'content' =>
			$p( 'Conhece um produto que merece aparecer aqui? Queremos saber.' )
			. $h( 'Como sugerir' )
			. $p( "Envie um e-mail para <a href=\"mailto:{$email_contato}\">{$email_contato}</a> com o assunto <em>Sugestão de produto</em> e conte:" )
			. $ul(
				array(
					'o nome e o modelo do produto (ou o link da loja);',
					'por que ele vale a pena e para quem;',
					'há quanto tempo você usa, se já usa.',
				)
			)
			. $h( 'O que acontece depois' )
			. $p( 'Lemos todas as sugestões. As que passam pela nossa análise de qualidade, avaliações e preço viram post &#8211; às vezes semanas depois, quando encontramos um bom preço. Não cobramos nada para avaliar uma sugestão e não aceitamos pagamento para publicar.' )
			. $p( 'Fabricantes e lojas podem sugerir produtos do mesmo jeito, sabendo que a decisão é editorial e que o post, se sair, segue as mesmas regras dos demais.' ),
	),
	'contato'                 => array(
		'title'   => 'Contato',
		'content' =>
			$p( "O jeito mais rápido de falar com a gente é pelo e-mail <a href=\"mailto:{$email_contato}\">{$email_contato}</a>. Respondemos em até 3 dias úteis." )
			. $h( 'Antes de escrever' )
			. $ul(
				array(
					'<strong>Pedidos, entregas, trocas e garantia</strong>: fale com a loja onde você comprou; não temos acesso aos pedidos.',
					'<strong>Preço diferente do anunciado</strong>: o preço da loja no momento da compra é o que vale; conte qual produto e atualizamos o post.',
					'<strong>Link quebrado ou produto esgotado</strong>: avise pelo e-mail; corrigimos o quanto antes.',
					"<strong>Privacidade e dados pessoais</strong>: escreva para <a href=\"mailto:{$email_privacidade}\">{$email_privacidade}</a>.",
				)
			)
			. $p( 'Parcerias e imprensa: use o mesmo e-mail, com o assunto <em>Parceria</em> ou <em>Imprensa</em>.' ),
	),
	'politica-de-privacidade' => array(
		'title'   => 'Política de Privacidade',
		'content' =>
			$p( 'Esta política explica quais dados pessoais a Curadoria Local trata quando você visita o site, por que, por quanto tempo e como você exerce os seus direitos previstos na Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).' )
			. $h( '1. Quem é o responsável' )
			. $p( "O controlador dos dados é o responsável pela Curadoria Local. O encarregado pelo tratamento de dados pessoais (art. 41 da LGPD) atende pelo e-mail <a href=\"mailto:{$email_privacidade}\">{$email_privacidade}</a>." )
			. $h( '2. Navegar no site' )
			. $p( 'O site não tem cadastro, login, comentários nem formulários: você navega sem nos informar nome, e-mail ou telefone.' )
			. $h( '3. Contagem de visualizações e cliques, sem cookies' )
			. $p( 'Para saber quais produtos interessam mais (a lista Mais Lidas) e quais links funcionam, o site avisa o nosso servidor quando uma página de produto é aberta e quando o botão Ver produto (ou Ver na loja) é clicado. Guardamos apenas <strong>o número do post, o dia e os totais de visualizações e de cliques, também por loja</strong>. Não usamos cookies para isso e <strong>não guardamos endereço IP, identificador do navegador, agente do usuário (user agent) nem qualquer dado que identifique você</strong>.' )
			. $p( 'Para evitar abusos (alguém inflando os números), há um limite de avisos por minuto. O endereço IP de cada aviso é usado apenas no momento em que ele chega: o servidor calcula, com uma chave secreta que muda todo dia e nunca é gravada, um número de grupo entre 0 e 65.535 (cada grupo reúne cerca de 1 em cada 65 mil endereços) e conta quantos avisos aquele grupo mandou no minuto. Só o número do grupo, o minuto e essa contagem ficam guardados, e são apagados pelo primeiro aviso que chega depois do fim daquele minuto. O endereço em si nunca é gravado, e nada do que fica guardado permite saber que endereço mandou um aviso. Acessos de robôs e navegadores automatizados, reconhecidos pelo agente do usuário, não são contados. Base legal: legítimo interesse (art. 7º, IX, da LGPD), para estatísticas agregadas do site e para a sua segurança.' )
			. $h( '4. Publicidade (Google AdSense) e cookies' )
			. $p( 'O site exibe anúncios do Google AdSense. O Google e seus parceiros podem usar cookies e tecnologias semelhantes para exibir anúncios, limitar quantas vezes você vê o mesmo anúncio, medir resultados e combater fraudes &#8211; e, com o seu consentimento, para personalizar os anúncios com base nas suas visitas a este e a outros sites. Exemplos são os cookies <code>__gads</code>, <code>__gpi</code> e <code>__eoi</code>, gravados no domínio do site, e <code>IDE</code>, <code>DSID</code> e <code>test_cookie</code>, gravados no domínio doubleclick.net. Os nomes e a validade de cada cookie são definidos pelo Google e descritos em <a href="https://policies.google.com/technologies/cookies?hl=pt-BR">policies.google.com/technologies/cookies</a>.' )
			. $p( 'Esses cookies não são necessários para o site funcionar, por isso <strong>dependem do seu consentimento</strong> (art. 7º, I, da LGPD), como recomenda o Guia Orientativo sobre Cookies e Proteção de Dados Pessoais da ANPD.' )
			. $h( '5. Como você escolhe: o aviso de cookies e o Modo de Consentimento do Google' )
			. $p( 'Na primeira visita, um aviso na parte de baixo da tela oferece <strong>Aceitar</strong>, <strong>Rejeitar</strong> e <strong>Personalizar</strong> (anúncios personalizados ou não). Rejeitar é tão fácil quanto aceitar.' )
			. $ul(
				array(
					'<strong>Antes da sua escolha</strong>, o site informa ao Google, pelo Modo de Consentimento do Google (Google Consent Mode v2), que <code>ad_storage</code>, <code>ad_user_data</code>, <code>ad_personalization</code> e <code>analytics_storage</code> estão <em>negados</em>: nenhum cookie de publicidade é gravado ou lido.',
					'<strong>Aceitar</strong> muda esses sinais para <em>concedidos</em>, e os anúncios podem ser personalizados.',
					'<strong>Rejeitar</strong> mantém tudo negado: os anúncios exibidos, se houver, são não personalizados, escolhidos pelo conteúdo da página.',
				)
			)
			. $p( 'A sua escolha fica guardada no seu navegador por 12 meses e pode ser mudada a qualquer momento pelo link <strong>Preferências de cookies</strong>, no rodapé de todas as páginas. Você também pode gerenciar anúncios personalizados do Google em <a href="https://myadcenter.google.com/?hl=pt-BR">Minha Central de Anúncios</a> e ler como o Google usa dados de sites parceiros em <a href="https://policies.google.com/technologies/partner-sites?hl=pt-BR">policies.google.com/technologies/partner-sites</a>.' )
			. $h( '6. Links de afiliados e as lojas' )
			. $p( 'Ao clicar em Ver produto você sai deste site e vai para a loja. A loja pode gravar os próprios cookies para registrar que a visita veio de nós e calcular a nossa comissão; esse tratamento é regido pela política de privacidade da loja. Não recebemos dados pessoais das suas compras &#8211; apenas relatórios agregados de vendas e comissões.' )
			. $h( '7. Registros de acesso' )
			. $p( 'Como todo site, o servidor que hospeda as páginas registra os acessos (endereço IP, data e hora, página pedida). O Marco Civil da Internet (Lei nº 12.965/2014, art. 15) obriga a guardar esses registros por 6 meses, em sigilo e em ambiente seguro; eles não são usados para publicidade nem para as estatísticas acima.' )
			. $h( '8. Com quem compartilhamos' )
			. $p( 'Com o Google, para exibir anúncios, conforme a sua escolha no aviso de cookies, e com o provedor de hospedagem do site. O Google pode tratar dados fora do Brasil, com as garantias do art. 33 da LGPD. Não vendemos dados pessoais.' )
			. $h( '9. Seus direitos' )
			. $p( "A LGPD (art. 18) garante a você confirmar se tratamos dados seus, acessá-los, corrigi-los, pedir anonimização, bloqueio ou eliminação, portabilidade, informação sobre compartilhamento e revogar o consentimento a qualquer momento (pelo link Preferências de cookies). Para exercer esses direitos, escreva para <a href=\"mailto:{$email_privacidade}\">{$email_privacidade}</a>; respondemos em até 15 dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD)." )
			. $h( '10. Mudanças nesta política' )
			. $p( 'Quando esta política mudar, a nova versão será publicada nesta página, com a data da última atualização.' ),
	),
	'termos-de-uso'           => array(
		'title'   => 'Termos de Uso',
		'content' =>
			$p( 'Ao usar a Curadoria Local você concorda com estes termos. Se não concordar, por favor não use o site.' )
			. $h( '1. O que o site oferece' )
			. $p( 'Conteúdo informativo e opinativo sobre produtos vendidos por lojas de terceiros. As recomendações refletem a nossa análise na data da publicação e não são garantia de qualidade, desempenho ou adequação a um uso específico.' )
			. $h( '2. Preços e disponibilidade' )
			. $p( 'Preços, estoque, frete e condições são definidos pelas lojas e mudam sem aviso. O preço mostrado é o que encontramos na data indicada em Preço verificado em; o que vale é o preço exibido pela loja no momento da compra.' )
			. $h( '3. Compras' )
			. $p( 'As compras são feitas diretamente nas lojas, que respondem pela venda, entrega, troca, devolução e garantia, nos termos do Código de Defesa do Consumidor. A Curadoria Local não é parte da compra.' )
			. $h( '4. Links de afiliados e publicidade' )
			. $p( 'Alguns links são de afiliados e o site exibe anúncios; veja a página Disclosure de Afiliados e a Política de Privacidade.' )
			. $h( '5. Sites de terceiros' )
			. $p( 'Não controlamos o conteúdo, as práticas de privacidade nem a disponibilidade dos sites das lojas e anunciantes para os quais levamos você.' )
			. $h( '6. Propriedade intelectual' )
			. $p( 'Textos, seleção e organização do conteúdo são da Curadoria Local. Marcas e imagens de produtos pertencem aos seus titulares. Você pode compartilhar links para as nossas páginas; não pode copiar o conteúdo em massa.' )
			. $h( '7. Alterações e lei aplicável' )
			. $p( 'Estes termos podem mudar; a versão publicada nesta página é a que vale. Aplica-se a lei brasileira, e o consumidor pode usar o foro do seu domicílio.' ),
	),
	'disclosure-de-afiliados' => array(
		'title'   => 'Disclosure de Afiliados',
		'content' =>
			$p( '<strong>Transparência em primeiro lugar: a Curadoria Local ganha comissões por compras feitas pelos nossos links.</strong>' )
			. $h( 'Como ganhamos dinheiro' )
			. $p( 'Participamos de programas de afiliados de lojas como Amazon, Mercado Livre, Magazine Luiza, Netshoes e Centauro. Quando você clica em <strong>Ver produto</strong> (ou em um preço que leva à loja) e compra, a loja nos paga uma pequena porcentagem da venda. <strong>Você não paga nada a mais por isso</strong>: o preço é o mesmo que você encontraria indo direto à loja.' )
			. $p( 'Como associado da Amazon, recebemos por compras qualificadas.' )
			. $p( 'O site também exibe anúncios do Google AdSense, sempre em espaços identificados como publicidade.' )
			. $h( 'Como identificamos' )
			. $p( 'Todos os botões Ver produto e os preços que levam a uma loja são links de afiliado. Seguimos o Código Brasileiro de Autorregulamentação Publicitária do CONAR, que pede que a publicidade seja claramente identificada como tal (art. 28) e que conteúdo pago não se confunda com matéria editorial (art. 30), e o Guia de Publicidade por Influenciadores Digitais do CONAR, além do Código de Defesa do Consumidor (art. 36).' )
			. $h( 'Independência editorial' )
			. $ul(
				array(
					'Nenhuma marca ou loja paga para aparecer ou para ter avaliação melhor.',
					'A comissão é a mesma seja qual for o produto de uma loja, e não influencia a escolha.',
					'Se um dia publicarmos conteúdo patrocinado, ele virá marcado como <strong>Publicidade</strong> no início do texto.',
				)
			)
			. $p( "Dúvidas sobre esta política: <a href=\"mailto:{$email_contato}\">{$email_contato}</a>." ),
	),
);
